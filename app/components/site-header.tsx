import { Link, NavLink } from "react-router";
import { headerOpaqueAfterPx } from "~/content/interface";
import type { NavigationLink } from "~/content/pages";
import { useIsScrolledPast } from "~/hooks/use-is-scrolled-past";
import { cn } from "~/lib/class-names";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { buttonClasses } from "./ui/button";
import { Container } from "./ui/container";

/**
 * Fixed at the top: transparent over the page's first section, opaque with
 * a blur once the page scrolls past the threshold.
 */
export function SiteHeader({
  brandName,
  navigation,
  plansCta,
}: {
  brandName: string;
  navigation: readonly NavigationLink[];
  plansCta: { label: string; to: string };
}) {
  const isOpaque = useIsScrolledPast(headerOpaqueAfterPx);
  return (
    <header
      data-opaque={isOpaque}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        isOpaque ? "bg-white/85 shadow-sm backdrop-blur-md" : "bg-transparent",
      )}
    >
      <Container className="flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo brandName={brandName} />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-900 hover:bg-brand-100/70 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {page.navLabel}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <Link to={plansCta.to} className={buttonClasses()}>
              {plansCta.label}
            </Link>
          </div>
          <MobileMenu brandName={brandName} navigation={navigation} plansCta={plansCta} />
        </div>
      </Container>
    </header>
  );
}
