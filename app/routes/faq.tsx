import type { Route } from "./+types/faq";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.faq, company);

export default function FaqPage() {
  return <h1>Perguntas frequentes</h1>;
}
