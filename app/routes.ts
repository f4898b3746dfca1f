import { type RouteConfig, index, route } from "@react-router/dev/routes";

// One module per URL. The catch-all renders the 404 page inside the site
// layout; it is pre-rendered at /404 and served with status 404 for any
// unknown path (see docs/decisions/0001-prerender-and-real-404.md).
export default [
  index("routes/home.tsx"),
  route("planos", "routes/planos.tsx"),
  route("conheca-a-caixa", "routes/conheca-a-caixa.tsx"),
  route("regioes-atendidas", "routes/regioes-atendidas.tsx"),
  route("faq", "routes/faq.tsx"),
  route("termo-de-locacao", "routes/termo-de-locacao.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
