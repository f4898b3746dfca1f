import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import { Logo } from "~/components/logo";
import { SiteFooter } from "~/components/site-footer";
import { SiteLayout } from "~/components/site-layout";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { appleTouchIcon, faviconPng, faviconSvg, webManifest } from "~/content/brand-assets";
import { themeColor } from "~/content/brand-colors";
import { company } from "~/content/company";
import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import stylesheetUrl from "./app.css?url";

/**
 * The stylesheet is inlined into every pre-rendered page by the post-build
 * step (scripts/post-build.ts). Referencing its URL here keeps Vite emitting
 * the file that step reads; in development it is linked normally.
 */
export const handle = { stylesheetUrl };

export const links: Route.LinksFunction = () => [
  // The one font file every page needs, fetched before the CSS asks for it.
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The PNG icons and the manifest are drawn at build time from the SVG
  // (scripts/brand-assets.ts). The PNG comes first and declares its size so
  // that browsers able to use the SVG pick it, the later and scalable one.
  {
    rel: "icon",
    href: faviconPng.href,
    sizes: `${faviconPng.sizePx}x${faviconPng.sizePx}`,
    type: faviconPng.type,
  },
  { rel: "icon", href: faviconSvg.href, type: faviconSvg.type },
  { rel: "apple-touch-icon", href: appleTouchIcon.href },
  { rel: "manifest", href: webManifest.href },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        <Links />
        {/* In production the stylesheet is inlined into every page by the
            post-build step (no extra request before the first paint). */}
        {import.meta.env.DEV && <link rel="stylesheet" href={stylesheetUrl} />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * Whatever breaks while rendering, the visitor gets what went wrong and a
 * way home, never a blank page. The frame here is deliberately static (no
 * menu, no scroll listeners): a fallback must not fail the way the page did.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="absolute inset-x-0 top-0">
        <Container className="flex h-16 items-center lg:h-20">
          <Logo brandName={company.brandName} />
        </Container>
      </header>
      <main
        id="conteudo"
        className="flex-1 bg-linear-to-b from-brand-50 to-sand-50 pt-32 pb-24 lg:pt-40"
      >
        <Container className="max-w-2xl text-center">
          <h1 className="text-3xl font-extrabold text-brand-950 sm:text-4xl">
            Unexpected Application Error!
          </h1>
          <p className="mt-4 text-lg wrap-anywhere text-ink-muted">{detail}</p>
          <p className="mt-2 text-ink-muted">
            Tente recarregar a página. Se o problema continuar, fale com a gente.
          </p>
          <ButtonLink to="/" size="lg" className="mt-8" reloadDocument>
            Voltar para o início
          </ButtonLink>
        </Container>
      </main>
      <SiteFooter company={company} />
    </div>
  );
}
