import { Bot } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Placeholder of the AI assistant panel until the AI issue lands: no invented suggestions. */
export function AiAssistantCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bot className="size-5 text-indigo-700" aria-hidden="true" />
          AI Assistant
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-gray-700">AI suggestions for this course are coming in the next release.</p>
      </CardContent>
    </Card>
  );
}
