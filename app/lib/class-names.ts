/** Joins the truthy class names: cn("a", isOn && "b") → "a b". */
export function cn(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(" ");
}
