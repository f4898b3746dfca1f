import { MessageCircle, MessageCircleQuestion } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "./ui/button";
import { WhatsAppLink } from "./whatsapp-link";

interface DoubtsBoxProps {
  title: string;
  text: string;
  faqLink?: { label: string; to: string };
  whatsapp: { label: string; message: string };
}

/** "Dúvidas?": a call-out pointing to the FAQ and to a WhatsApp chat. */
export function DoubtsBox({ title, text, faqLink, whatsapp }: DoubtsBoxProps) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className="rounded-3xl bg-brand-900 px-6 py-10 text-center text-white focus-ring-on-dark sm:px-10"
    >
      <MessageCircleQuestion aria-hidden="true" className="mx-auto size-10 text-leaf-300" />
      <h2 id={titleId} className="mt-3 text-2xl font-extrabold sm:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{text}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <WhatsAppLink message={whatsapp.message} className={buttonClasses({ variant: "light" })}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {whatsapp.label}
        </WhatsAppLink>
        {faqLink && (
          <Link
            to={faqLink.to}
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-white underline underline-offset-4 hover:text-leaf-300"
          >
            {faqLink.label}
          </Link>
        )}
      </div>
    </aside>
  );
}
