import { Link } from "react-router";
import { company } from "~/content/company";
import { mainNavigation } from "~/content/pages";

/** Header, main content and footer shared by every page. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header>
        <Link to="/">{company.brandName}</Link>
        <nav aria-label="Principal">
          <ul>
            {mainNavigation.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.navLabel}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="conteudo">{children}</main>
      <footer>
        <p>
          © 2025 {company.brandName} · CNPJ {company.cnpj}
        </p>
      </footer>
    </>
  );
}
