import type { SeoPage } from "~/lib/seo";

export interface PageEntry extends SeoPage {
  /** Text of the page's link in the header, drawer, footer and breadcrumb. */
  navLabel: string;
  /** The page's visible h1 and the sentence under it (the home page's are in home.ts). */
  heading?: string;
  lead?: string;
}

/**
 * Every page of the site: its address, the label its links use, and the
 * title and description search engines and link previews show.
 */
export const pages = {
  home: {
    path: "/",
    navLabel: "Início",
    title: "Aluguel de caixas plásticas para mudança em São Paulo",
    description:
      "Alugue caixas plásticas reutilizáveis para a sua mudança. Entregamos as caixas montadas, você embala e nós retiramos no endereço novo.",
    indexable: true,
  },
  plans: {
    path: "/planos",
    navLabel: "Planos",
    title: "Planos e preços",
    heading: "A melhor opção para a sua mudança",
    lead: "Escolha o kit pelo tamanho da mudança e fique com as caixas pelo tempo que precisar. Entrega e retirada grátis em todos os planos.",
    description:
      "Kits de 20, 30 ou 40 caixas plásticas com entrega e retirada grátis. Alugue por 1, 2 ou 3 semanas ou 1 mês e pague por Pix.",
    indexable: true,
  },
  box: {
    path: "/conheca-a-caixa",
    navLabel: "Conheça a Caixa",
    title: "Conheça a caixa",
    heading: "Conheça a caixa",
    lead: "Plástico rígido, tampa acoplada e alças dos dois lados: uma caixa feita para mudança, que volta para a gente e segue para a próxima.",
    description:
      "Caixa plástica de 40 × 60 × 37 cm, 64 litros, aguenta 22 kg e tem tampa acoplada. Veja as medidas e o que cabe dentro.",
    indexable: true,
  },
  regions: {
    path: "/regioes-atendidas",
    navLabel: "Regiões Atendidas",
    title: "Regiões atendidas",
    heading: "Regiões atendidas",
    lead: "Entregamos e retiramos as caixas sem custo de frete nestas regiões.",
    description:
      "Entregamos e retiramos caixas em São Paulo (Capital), Osasco, Guarulhos e Alphaville. Veja se atendemos o seu endereço.",
    indexable: true,
    keywords: [
      "aluguel de caixas para mudança",
      "caixas plásticas São Paulo",
      "caixas para mudança Osasco",
      "caixas para mudança Guarulhos",
      "caixas para mudança Alphaville",
    ],
  },
  faq: {
    path: "/faq",
    navLabel: "Perguntas Frequentes",
    title: "Perguntas frequentes",
    heading: "Perguntas frequentes",
    lead: "Prazos, preços, pagamento, entrega e tudo sobre as caixas. Se a sua dúvida não estiver aqui, é só chamar a gente.",
    description:
      "Tudo sobre o aluguel de caixas: prazos, preços, pagamento por Pix, entrega e retirada, regiões atendidas e o que cabe em cada caixa.",
    indexable: true,
  },
  term: {
    path: "/termo-de-locacao",
    navLabel: "Termo de Locação",
    title: "Termo de locação",
    description: "Termo de locação das caixas plásticas com os dados do seu pedido.",
    indexable: false,
  },
  notFound: {
    navLabel: "Página não encontrada",
    title: "Página não encontrada",
    description: "O endereço que você abriu não existe neste site.",
    indexable: false,
  },
} as const satisfies Record<string, PageEntry>;

type Page = (typeof pages)[keyof typeof pages];

/** The pages that have an address, in the order above (the 404 page has none). */
export const routedPages = Object.values(pages).filter(
  (page): page is Extract<Page, { path: string }> => "path" in page,
);

export interface NavigationLink {
  path: string;
  navLabel: string;
}

/** Links of the header and the mobile drawer, in order. */
export const mainNavigation: readonly NavigationLink[] = [
  pages.plans,
  pages.box,
  pages.regions,
  pages.faq,
];
