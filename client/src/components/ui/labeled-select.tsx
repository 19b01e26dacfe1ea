/**
 * A label and a Radix Select over a list of options: the app's one way to ask for one choice
 * from a short list (levels, types, sort orders, modules). Values must not be "" (see select.tsx).
 */
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** One choice: the value the select reports and the text it shows. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** `id` is the trigger's, so the label names it and tests find it by label. */
export function LabeledSelect<V extends string>({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  className = "space-y-2",
}: {
  id: string;
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  options: ReadonlyArray<SelectOption<V>>;
  /** Shown while `value` matches no option. */
  placeholder?: string;
  disabled?: boolean;
  /** The wrapper's classes; default "space-y-2". */
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onValueChange(v as V)} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
