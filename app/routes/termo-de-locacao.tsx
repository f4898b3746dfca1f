import type { Route } from "./+types/termo-de-locacao";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.term, company);

export default function RentalTermPage() {
  return <h1>Termo de locação</h1>;
}
