import type { RentalDuration } from "~/lib/structured-data";
import type { Illustration } from "./types";

/** Rental periods priced on the plans page, longest first, as the spec's table. */
export const pricedPeriods = ["1 Mês", "3 Semanas", "2 Semanas", "1 Semana"] as const;
export type PricedPeriod = (typeof pricedPeriods)[number];

/** What each period label means, for search engines (structured data). */
export const periodDurations = {
  "1 Mês": { value: 1, unit: "month" },
  "3 Semanas": { value: 3, unit: "week" },
  "2 Semanas": { value: 2, unit: "week" },
  "1 Semana": { value: 1, unit: "week" },
} as const satisfies Record<PricedPeriod, RentalDuration>;

export interface PlanPrice {
  period: PricedPeriod;
  /** Whole centavos: 60000 is R$ 600,00. */
  priceCents: number;
}

export interface Plan {
  id: string;
  boxCount: number;
  name: string;
  description: string;
  image: Illustration;
  prices: readonly PlanPrice[];
  /** Only one plan is featured; it gets the `featuredBadge`. */
  isFeatured: boolean;
}

export const featuredBadge = "Mais Popular";

const kitImage = (boxCount: number): Illustration => ({
  file: `illustrations/kit-${boxCount}-caixas.svg`,
  width: 480,
  height: 360,
  alt: `Pilha com ${boxCount} caixas plásticas verdes fechadas`,
});

/** The three kits, smallest first. Prices from the spec's table. */
export const plans: readonly Plan[] = [
  {
    id: "kit-20",
    boxCount: 20,
    name: "Kit 20 Caixas",
    description: "Para quitinetes, studios e apartamentos de 1 quarto.",
    image: kitImage(20),
    prices: [
      { period: "1 Mês", priceCents: 60_000 },
      { period: "3 Semanas", priceCents: 55_000 },
      { period: "2 Semanas", priceCents: 35_000 },
      { period: "1 Semana", priceCents: 30_000 },
    ],
    isFeatured: false,
  },
  {
    id: "kit-30",
    boxCount: 30,
    name: "Kit 30 Caixas",
    description: "Para apartamentos e casas de 2 quartos.",
    image: kitImage(30),
    prices: [
      { period: "1 Mês", priceCents: 70_000 },
      { period: "3 Semanas", priceCents: 65_000 },
      { period: "2 Semanas", priceCents: 40_000 },
      { period: "1 Semana", priceCents: 35_000 },
    ],
    isFeatured: true,
  },
  {
    id: "kit-40",
    boxCount: 40,
    name: "Kit 40 Caixas",
    description: "Para casas e apartamentos de 3 quartos ou mais.",
    image: kitImage(40),
    prices: [
      { period: "1 Mês", priceCents: 80_000 },
      { period: "3 Semanas", priceCents: 75_000 },
      { period: "2 Semanas", priceCents: 45_000 },
      { period: "1 Semana", priceCents: 40_000 },
    ],
    isFeatured: false,
  },
];

/** The cheapest way in: the lowest price of any plan, for "a partir de". */
export const startingPrice = plans
  .flatMap((plan) => plan.prices.map((price) => ({ plan, ...price })))
  .reduce((lowest, price) => (price.priceCents < lowest.priceCents ? price : lowest));
