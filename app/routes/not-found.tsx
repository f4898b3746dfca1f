import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { company } from "~/content/company";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.notFound, company);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // Logged after hydration: the HTML is shared by every unknown path, so the
  // path itself must not be part of the rendered markup.
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <div>
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/">Return to Home</Link>
    </div>
  );
}
