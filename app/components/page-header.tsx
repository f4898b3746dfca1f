import { Container } from "./ui/container";

/** The first section of an inner page: its h1 and a short lead, under the header. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-sand-50 pt-28 pb-12 lg:pt-36 lg:pb-16">
      <Container className="text-center">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl">
          {title}
        </h1>
        {lead && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-ink-muted sm:text-xl">
            {lead}
          </p>
        )}
        {children}
      </Container>
    </section>
  );
}
