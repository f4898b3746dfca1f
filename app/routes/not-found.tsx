import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { pages } from "~/content/pages";
import { buildPageMeta } from "~/lib/seo";
import { seoSite } from "~/content/seo";

export const meta: Route.MetaFunction = () => buildPageMeta(pages.notFound, seoSite);

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // Logged after hydration: the HTML is shared by every unknown path, so the
  // path itself must not be part of the rendered markup.
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <section className="bg-linear-to-b from-brand-50 to-sand-50 pt-32 pb-24 lg:pt-40">
      <Container className="text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl">404</h1>
        {/* The spec quotes these two texts in English; lang tells screen readers. */}
        <p lang="en" className="mt-4 text-2xl font-bold text-brand-950">
          Oops! Page not found
        </p>
        <p className="mx-auto mt-2 max-w-md text-ink-muted">{pages.notFound.description}</p>
        <ButtonLink to={pages.home.path} size="lg" className="mt-8" lang="en">
          Return to Home
        </ButtonLink>
      </Container>
    </section>
  );
}
