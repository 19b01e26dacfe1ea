/** A labelled select of the course's modules, used wherever the editor asks "which module?". */
import { LabeledSelect } from "@/components/ui/labeled-select";

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
  const options = modules.map((m) => ({ value: String(m.id), label: describe(m) }));
  return (
    <LabeledSelect
      id={id}
      label={label}
      className={className}
      value={value}
      onValueChange={onValueChange}
      options={none ? [none, ...options] : options}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
