import "react";

// HTML attributes newer than @types/react: Invoker Commands (a button that
// opens or closes a <dialog> without script) and light-dismiss dialogs.
/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces must repeat React's type parameter */
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | (string & {});
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
