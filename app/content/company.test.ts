import { describe, expect, test } from "vitest";
import { companyPlaceholders, resolveCompany } from "./company";

describe("resolveCompany", () => {
  test("without SITE_* variables, the placeholders", () => {
    expect(resolveCompany({})).toEqual(companyPlaceholders);
  });

  test("SITE_* variables override their fields", () => {
    const company = resolveCompany({
      SITE_BRAND_NAME: "Caixa Certa",
      SITE_WHATSAPP: "5511987654321",
      SITE_URL: "https://www.caixacerta.com.br/",
    });
    expect(company.brandName).toBe("Caixa Certa");
    expect(company.whatsappNumber).toBe("5511987654321");
    expect(company.siteUrl).toBe("https://www.caixacerta.com.br");
    expect(company.email).toBe(companyPlaceholders.email);
  });

  test("blank variables are ignored", () => {
    expect(resolveCompany({ SITE_BRAND_NAME: "  " }).brandName).toBe(companyPlaceholders.brandName);
  });
});
