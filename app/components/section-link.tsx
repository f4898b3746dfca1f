import { Link, useLocation, useNavigate } from "react-router";
import { sectionScrollDelayMs } from "~/content/interface";

/** How long to wait for the home page to render its section after navigating. */
const SECTION_WAIT_LIMIT_MS = 3_000;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Scrolls to a section of the home page and moves focus to it, so keyboard
 * and screen-reader users land where sighted users look. Waits for the
 * section when the home page is still rendering.
 */
function scrollToSection(sectionId: string, startedAt = performance.now()) {
  const section = document.getElementById(sectionId);
  if (!section) {
    if (performance.now() - startedAt < SECTION_WAIT_LIMIT_MS) {
      requestAnimationFrame(() => scrollToSection(sectionId, startedAt));
    }
    return;
  }
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  section.focus({ preventScroll: true });
}

/**
 * A link to a section of the home page (#como-funciona, #diferenciais) that
 * works from any page: it goes home, then smooth-scrolls to the section
 * after a short delay. Without JavaScript it is a plain "/#id" link.
 */
export function SectionLink({
  sectionId,
  className,
  children,
}: {
  sectionId: string;
  className?: string;
  children: React.ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function handleClick(event: React.MouseEvent<HTMLAnchorElement>) {
    // Let the browser handle new-tab and new-window clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (pathname !== "/") navigate("/");
    window.setTimeout(() => scrollToSection(sectionId), sectionScrollDelayMs);
  }

  return (
    <Link to={{ pathname: "/", hash: sectionId }} onClick={handleClick} className={className}>
      {children}
    </Link>
  );
}
