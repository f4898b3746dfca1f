import type { Route } from "./+types/regioes-atendidas";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.regions, company);

export default function RegionsPage() {
  return <h1>Regiões atendidas</h1>;
}
