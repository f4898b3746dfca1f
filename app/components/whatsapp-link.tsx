import { company } from "~/content/company";
import { siteCopy } from "~/content/site";
import { buildWhatsAppUrl } from "~/lib/whatsapp";
import { VisuallyHidden } from "./ui/visually-hidden";

interface WhatsAppLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The text that arrives already typed in the chat. */
  message: string;
}

/**
 * A link that opens a WhatsApp chat with the company, in a new tab, with
 * `message` prefilled. Its accessible name says where it goes.
 */
export function WhatsAppLink({ message, children, ...props }: WhatsAppLinkProps) {
  return (
    <a
      href={buildWhatsAppUrl(company.whatsappNumber, message)}
      target="_blank"
      // noreferrer: the page URL (the term's carries personal data) never
      // leaves in a Referer header.
      rel="noopener noreferrer"
      {...props}
    >
      {children}
      <VisuallyHidden> {siteCopy.opensWhatsApp}</VisuallyHidden>
    </a>
  );
}
