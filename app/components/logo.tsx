import { Link } from "react-router";
import { assetUrl } from "~/assets/images";
import { cn } from "~/lib/class-names";

/** The brand mark and name, linking to the home page. */
export function Logo({
  brandName,
  tone = "dark",
  onClick,
}: {
  brandName: string;
  tone?: "dark" | "light";
  onClick?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight",
        tone === "dark" ? "text-brand-900" : "text-white",
      )}
    >
      <img
        src={assetUrl("illustrations/logo-caixa.svg")}
        width={36}
        height={36}
        alt=""
        className="size-9"
      />
      <span>{brandName}</span>
      <span className="sr-only">, página inicial</span>
    </Link>
  );
}
