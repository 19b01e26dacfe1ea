/** A labelled select of the course's modules, used wherever the editor asks "which module?". */
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** A module as the select lists it; `describe` may use more of it (e.g. its lesson count). */
interface SelectableModule {
  id: number;
  title: string;
}

/**
 * Label and select; the value is a module id as a string, or `none.value` when a "none" choice
 * (e.g. "The whole course") leads the list.
 */
export function ModuleSelect<M extends SelectableModule>({
  id,
  label,
  value,
  onValueChange,
  modules,
  none,
  placeholder = "Choose a module",
  describe = (m) => m.title,
  disabled,
  className = "space-y-2",
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  modules: readonly M[];
  none?: { value: string; label: string };
  placeholder?: string;
  /** The text of a module's option. Default: its title. */
  describe?: (module: M) => string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {none && <SelectItem value={none.value}>{none.label}</SelectItem>}
          {modules.map((m) => (
            <SelectItem key={m.id} value={String(m.id)}>
              {describe(m)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
