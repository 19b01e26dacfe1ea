import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TOASTS } from "@common/constants";
import type { AccessibilitySettings } from "@common/quality";
import { toast } from "@/hooks/use-toast";
import { api, queryKeys } from "@/lib/api";
import {
  applyAccessibilitySettings,
  readStoredAccessibilitySettings,
  storeAccessibilitySettings,
} from "./apply-settings";

const accessibilitySettingsKey = queryKeys.accessibilitySettings;

/**
 * The signed-in user's accessibility settings. The server copy wins: when it arrives it is
 * applied to <html> and written to localStorage for the next page load. `update` saves one
 * changed key (SPEC §7: a partial body), applies it at once, and reverts it on failure with
 * SPEC §8's 'Error' toast; success shows 'Settings Updated'.
 */
export function useAccessibilitySettings() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: accessibilitySettingsKey, queryFn: api.accessibility.settings });
  const settings = data ?? readStoredAccessibilitySettings();

  useEffect(() => {
    if (!data) return;
    applyAccessibilitySettings(data);
    storeAccessibilitySettings(data);
  }, [data]);

  const mutation = useMutation({
    mutationFn: api.accessibility.update,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: accessibilitySettingsKey });
      const previous = queryClient.getQueryData<AccessibilitySettings | null>(accessibilitySettingsKey) ?? settings;
      const next = { ...previous, ...patch };
      queryClient.setQueryData(accessibilitySettingsKey, next);
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(accessibilitySettingsKey, saved);
      toast(TOASTS.settingsUpdated);
    },
    onError: (_error, _patch, context) => {
      if (context) queryClient.setQueryData(accessibilitySettingsKey, context.previous);
      toast({ ...TOASTS.settingsFailed, variant: "destructive" });
    },
  });

  return {
    settings,
    /** Saves one setting. */
    update: <K extends keyof AccessibilitySettings>(key: K, value: AccessibilitySettings[K]) =>
      mutation.mutate({ [key]: value } as Partial<AccessibilitySettings>),
    isSaving: mutation.isPending,
  };
}
