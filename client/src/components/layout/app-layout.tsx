import { useState, type ReactNode } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Menu, X } from "lucide-react";
import { BrandLogo } from "@/components/brand-logo";
import { Sidebar } from "./sidebar";

const DRAWER_ID = "mobile-navigation";

/**
 * Signed-in layout: a fixed 18rem sidebar from lg up; below lg a header whose menu button opens
 * the sidebar as a slide-in drawer. Radix Dialog gives the drawer its focus trap, Escape and
 * backdrop click, and returns focus to the menu button when it closes.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-screen">
      <aside aria-label="Sidebar" className="fixed inset-y-0 left-0 z-30 hidden w-72 border-r border-border lg:block">
        <Sidebar />
      </aside>

      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-border bg-white px-4 lg:hidden">
          <DialogPrimitive.Trigger
            aria-label="Open navigation"
            aria-controls={DRAWER_ID}
            aria-expanded={drawerOpen}
            className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Menu className="size-6" aria-hidden="true" />
          </DialogPrimitive.Trigger>
          <BrandLogo />
        </header>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-gray-900/60 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out lg:hidden" />
          <DialogPrimitive.Content
            id={DRAWER_ID}
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] shadow-xl data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left lg:hidden"
          >
            <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
            <Sidebar onNavigate={() => setDrawerOpen(false)} />
            <DialogPrimitive.Close
              aria-label="Close navigation"
              className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>

      <div className="lg:pl-72">
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
