import type { Route } from "./+types/conheca-a-caixa";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.box, company);

export default function BoxPage() {
  return <h1>Conheça a caixa</h1>;
}
