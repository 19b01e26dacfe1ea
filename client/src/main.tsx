import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import App from "./App";
import { seedBootData } from "./lib/boot-data";
import { queryClient } from "./lib/query-client";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error('index.html must contain <div id="root">');

seedBootData(queryClient);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
