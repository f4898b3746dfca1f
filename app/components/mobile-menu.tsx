import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { NavigationLink } from "~/content/pages";
import { Logo } from "./logo";
import { buttonClasses } from "./ui/button";

const DIALOG_ID = "menu-celular";

/**
 * A modal dialog keeps the page behind it inert, but Tab from its last link
 * would still leave for the browser's toolbar: wrap around instead.
 */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = event.currentTarget.querySelectorAll<HTMLElement>(
    "a[href], button:not([disabled])",
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * The mobile menu: a button and a native modal <dialog> sliding in from the
 * left. The platform does the hard parts: focus moves into the dialog, the
 * page behind is inert, Esc closes it, and focus returns to the button. Invoker
 * commands (`command`/`commandfor`) open and close it even before the page
 * has hydrated.
 */
export function MobileMenu({
  brandName,
  navigation,
  plansCta,
}: {
  brandName: string;
  navigation: readonly NavigationLink[];
  plansCta: { label: string; to: string };
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  // Any navigation (a link in the drawer, the back button) closes the menu.
  useEffect(() => {
    dialogRef.current?.close();
  }, [location.key]);

  function openWithoutInvokerSupport() {
    // Browsers without invoker commands ignore `command`; open it here.
    if (!("command" in HTMLButtonElement.prototype)) dialogRef.current?.showModal();
  }

  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={DIALOG_ID}
        onClick={openWithoutInvokerSupport}
        aria-haspopup="dialog"
        aria-controls={DIALOG_ID}
        className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Abrir menu</span>
      </button>
      <dialog
        ref={dialogRef}
        id={DIALOG_ID}
        aria-label="Menu"
        closedby="any"
        onKeyDown={keepFocusInside}
        className="drawer bg-white p-0 text-ink shadow-2xl"
      >
        <div className="flex h-full flex-col gap-6 p-5">
          <div className="flex items-center justify-between gap-4">
            <Logo brandName={brandName} />
            <button
              type="button"
              command="close"
              commandfor={DIALOG_ID}
              onClick={() => dialogRef.current?.close()}
              className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Fechar menu</span>
            </button>
          </div>
          <nav aria-label="Menu do celular">
            <ul className="flex flex-col gap-1">
              {navigation.map((page) => (
                <li key={page.path}>
                  <Link
                    to={page.path}
                    className="flex min-h-12 items-center rounded-xl px-3 text-lg font-semibold text-brand-900 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                    aria-current={location.pathname === page.path ? "page" : undefined}
                  >
                    {page.navLabel}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            to={plansCta.to}
            className={buttonClasses({ size: "lg", className: "mt-auto w-full" })}
          >
            {plansCta.label}
          </Link>
        </div>
      </dialog>
    </>
  );
}
