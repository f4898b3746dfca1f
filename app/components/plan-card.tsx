import { Check } from "lucide-react";
import type { Plan } from "~/content/plans";
import { cn } from "~/lib/class-names";
import { formatBRL } from "~/lib/format";
import { buttonClasses } from "./ui/button";
import { ContentImage } from "./ui/content-image";
import { WhatsAppLink } from "./whatsapp-link";

interface PlanCardProps {
  plan: Plan;
  featuredBadge: string;
  ctaLabel: string;
  whatsappMessage: string;
  /** The first card's picture is in a phone's first screen; see ContentImage. */
  isImagePriority?: boolean;
}

/** One kit: picture, name, prices per period and the WhatsApp call to action. */
export function PlanCard({
  plan,
  featuredBadge,
  ctaLabel,
  whatsappMessage,
  isImagePriority = false,
}: PlanCardProps) {
  const headingId = `${plan.id}-titulo`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "relative flex flex-col rounded-3xl bg-white p-6 shadow-card sm:p-8",
        plan.isFeatured ? "border-2 border-brand-600 lg:-my-4 lg:py-12" : "border border-brand-100",
      )}
    >
      {plan.isFeatured && (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-bold whitespace-nowrap text-white shadow">
          {featuredBadge}
        </p>
      )}
      <ContentImage
        image={plan.image}
        priority={isImagePriority}
        sizes="16rem"
        className="mx-auto h-auto w-full max-w-48 sm:max-w-64"
      />
      <h2 id={headingId} className="mt-4 text-2xl font-extrabold text-brand-950">
        {plan.name}
      </h2>
      <p className="mt-1 text-ink-muted">{plan.description}</p>
      <dl className="mt-6 divide-y divide-brand-100 border-y border-brand-100">
        {plan.prices.map((price) => (
          <div key={price.period} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="flex items-center gap-2 font-medium text-ink">
              <Check aria-hidden="true" className="size-4 text-brand-600" />
              {price.period}
            </dt>
            <dd className="text-xl font-extrabold text-brand-800 tabular-nums">
              {formatBRL(price.priceCents)}
            </dd>
          </div>
        ))}
      </dl>
      <WhatsAppLink
        message={whatsappMessage}
        className={buttonClasses({
          variant: plan.isFeatured ? "primary" : "secondary",
          size: "lg",
          className: "mt-8 w-full",
        })}
      >
        {ctaLabel}
        <span className="sr-only"> do {plan.name}</span>
      </WhatsAppLink>
    </article>
  );
}
