import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from "react";
import { Label as LabelPrimitive } from "radix-ui";
import { cn } from "@/lib/utils";

export const Label = forwardRef<
  ComponentRef<typeof LabelPrimitive.Root>,
  ComponentPropsWithoutRef<typeof LabelPrimitive.Root>
>(({ className, ...props }, ref) => (
  <LabelPrimitive.Root
    ref={ref}
    className={cn("text-sm font-medium leading-none text-gray-900 peer-disabled:opacity-70", className)}
    {...props}
  />
));
Label.displayName = "Label";
