import { expect, type Locator } from "@playwright/test";
import { company } from "~/content/company";

/**
 * Checks that a link opens a WhatsApp chat with the company in a new tab,
 * without leaking the page URL, and returns the message it prefills.
 */
export async function expectWhatsAppLink(link: Locator): Promise<string> {
  const href = await link.getAttribute("href");
  expect(href, "WhatsApp link href").toBeTruthy();
  const url = new URL(href!);
  expect(url.origin).toBe("https://wa.me");
  expect(url.pathname).toBe(`/${company.whatsappNumber}`);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toHaveAttribute("rel", /noreferrer/);
  return url.searchParams.get("text") ?? "";
}

/** Text as the page shows it, with the no-break space Intl uses after "R$" made plain. */
export function plainSpaces(text: string | null): string {
  return (text ?? "").replaceAll("\u00a0", " ").replace(/\s+/g, " ").trim();
}
