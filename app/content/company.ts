/**
 * Company facts: the ONE place that holds them. Nothing else in the code
 * repeats the brand name, phone, e-mail, Instagram, CNPJ or site address.
 *
 * The defaults below are placeholders (reserved `.example` domains, a
 * fictitious phone and CNPJ). Real values come from SITE_* environment
 * variables at build time, for example in `.env.production.local`:
 *
 *   SITE_BRAND_NAME="EcoCaixa"
 *   SITE_WHATSAPP="5511987654321"   (digits only: 55 + DDD + number)
 *   SITE_PHONE_DISPLAY="(11) 98765-4321"
 *   SITE_EMAIL="contato@ecocaixa.com.br"
 *   SITE_INSTAGRAM="ecocaixa"       (without @)
 *   SITE_CNPJ="12.345.678/0001-90"
 *   SITE_URL="https://www.ecocaixa.com.br"
 *   SITE_IMAGE_HOST="https://www.ecocaixa.com.br"
 */
export interface Company {
  brandName: string;
  /** International format, digits only: 55 + DDD + number. Used in wa.me links. */
  whatsappNumber: string;
  /** The same number as people read it, e.g. "(11) 98765-4321". */
  phoneDisplay: string;
  email: string;
  /** Instagram handle without the leading "@". */
  instagramHandle: string;
  cnpj: string;
  /** Public origin of the site, no trailing slash. Canonical URLs start with it. */
  siteUrl: string;
  /** Origin the region image on /regioes-atendidas is loaded from. */
  imageHost: string;
}

export const companyPlaceholders: Company = {
  brandName: "EcoCaixa",
  whatsappNumber: "5511900000000",
  phoneDisplay: "(11) 90000-0000",
  email: "contato@ecocaixa.example",
  instagramHandle: "ecocaixa",
  cnpj: "00.000.000/0001-00",
  siteUrl: "https://www.ecocaixa.example",
  imageHost: "https://www.ecocaixa.example",
};

/** Which environment variable overrides which field. */
export const companyEnvKeys = {
  brandName: "SITE_BRAND_NAME",
  whatsappNumber: "SITE_WHATSAPP",
  phoneDisplay: "SITE_PHONE_DISPLAY",
  email: "SITE_EMAIL",
  instagramHandle: "SITE_INSTAGRAM",
  cnpj: "SITE_CNPJ",
  siteUrl: "SITE_URL",
  imageHost: "SITE_IMAGE_HOST",
} as const satisfies Record<keyof Company, `SITE_${string}`>;

type Env = Readonly<Record<string, string | boolean | undefined>>;

/**
 * Merges SITE_* overrides over the placeholders. Empty values are ignored so a
 * blank line in a .env file never blanks out the footer. Origins lose any
 * trailing slash so `${siteUrl}${path}` is always well formed.
 */
export function resolveCompany(env: Env = {}): Company {
  const resolved = { ...companyPlaceholders };
  for (const field of Object.keys(companyEnvKeys) as (keyof Company)[]) {
    const value = env[companyEnvKeys[field]];
    if (typeof value === "string" && value.trim() !== "") {
      resolved[field] = value.trim();
    }
  }
  resolved.siteUrl = resolved.siteUrl.replace(/\/+$/, "");
  resolved.imageHost = resolved.imageHost.replace(/\/+$/, "");
  return resolved;
}

// `import.meta.env` is filled by Vite (only SITE_* keys, see vite.config.ts);
// outside Vite it may be absent, hence the fallback.
export const company: Company = resolveCompany(import.meta.env ?? {});

/** The profile page of an Instagram handle (given without "@"). */
export function buildInstagramUrl(handle: string): string {
  return `https://www.instagram.com/${encodeURIComponent(handle)}/`;
}
