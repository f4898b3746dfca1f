import { Mail, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { buildInstagramUrl, type Company } from "~/content/company";
import { homeSections } from "~/content/interface";
import { pages } from "~/content/pages";
import { copyrightYear } from "~/content/rental";
import { siteCopy } from "~/content/site";
import { whatsappMessages } from "~/content/whatsapp-messages";
import { Logo } from "./logo";
import { SectionLink } from "./section-link";
import { InstagramIcon } from "./ui/brand-icons";
import { Container } from "./ui/container";
import { VisuallyHidden } from "./ui/visually-hidden";
import { WhatsAppLink } from "./whatsapp-link";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md text-brand-50 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter({ company }: { company: Company }) {
  return (
    <footer className="bg-brand-950 text-brand-100 focus-ring-on-dark">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr] lg:py-16">
        <div className="max-w-sm">
          <Logo brandName={company.brandName} tone="light" />
          <p className="mt-4 text-brand-100">{siteCopy.footerTagline}</p>
        </div>
        <nav aria-labelledby="rodape-links">
          <h2 id="rodape-links" className="text-sm font-bold tracking-wide text-white uppercase">
            Links rápidos
          </h2>
          <ul className="mt-3 space-y-1">
            <li>
              <Link to={pages.plans.path} className={linkClass}>
                {pages.plans.navLabel}
              </Link>
            </li>
            <li>
              <Link to={pages.faq.path} className={linkClass}>
                {pages.faq.navLabel}
              </Link>
            </li>
            <li>
              <SectionLink sectionId={homeSections.howItWorks.id} className={linkClass}>
                {homeSections.howItWorks.label}
              </SectionLink>
            </li>
            <li>
              <SectionLink sectionId={homeSections.benefits.id} className={linkClass}>
                {homeSections.benefits.label}
              </SectionLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide text-white uppercase">Contato</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <a href={`mailto:${company.email}`} className={linkClass}>
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                <VisuallyHidden>E-mail: </VisuallyHidden>
                <span className="break-all">{company.email}</span>
              </a>
            </li>
            <li>
              <WhatsAppLink message={whatsappMessages.generalDoubts} className={linkClass}>
                <MessageCircle aria-hidden="true" className="size-5 shrink-0" />
                <span>WhatsApp {company.phoneDisplay}</span>
              </WhatsAppLink>
            </li>
            <li>
              <a
                href={buildInstagramUrl(company.instagramHandle)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                <InstagramIcon className="size-5 shrink-0" />
                <VisuallyHidden>Instagram: </VisuallyHidden>
                <span>@{company.instagramHandle}</span>
                <VisuallyHidden> {siteCopy.opensNewTab}</VisuallyHidden>
              </a>
            </li>
          </ul>
        </div>
      </Container>
      <div className="border-t border-brand-800">
        <Container className="flex flex-col gap-1 py-6 text-sm text-brand-200 sm:flex-row sm:justify-between">
          <p>
            © {copyrightYear} {company.brandName}. Todos os direitos reservados.
          </p>
          <p>CNPJ {company.cnpj}</p>
        </Container>
      </div>
    </footer>
  );
}
