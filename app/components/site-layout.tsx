import { company } from "~/content/company";
import { mainNavigation, pages } from "~/content/pages";
import { siteCopy } from "~/content/site";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Skip link, fixed header, the page, footer: the frame of every page. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* Hidden until it has focus; then a 44 px pill over the header. The
          padding comes with the focus: not-sr-only would reset it. */}
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-full bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2.5 focus:left-3 focus:inline-flex focus:min-h-11 focus:items-center focus:px-5 lg:focus:top-4.5"
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
