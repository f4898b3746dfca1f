import type { Route } from "./+types/home";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.home, company);

export default function HomePage() {
  return <h1>Caixas plásticas para a sua mudança</h1>;
}
