import { company } from "~/content/company";
import { mainNavigation, pages } from "~/content/pages";
import { siteCopy } from "~/content/site";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Skip link, fixed header, the page, footer: the frame of every page. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader
        brandName={company.brandName}
        navigation={mainNavigation}
        plansCta={{ label: siteCopy.plansCta, to: pages.plans.path }}
      />
      <main id="conteudo" tabIndex={-1} className="flex-1">
        {children}
      </main>
      <SiteFooter company={company} />
    </div>
  );
}
