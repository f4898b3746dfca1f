import type { Route } from "./+types/planos";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.plans, company);

export default function PlansPage() {
  return <h1>A melhor opção para a sua mudança</h1>;
}
