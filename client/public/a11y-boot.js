/*
 * Applies the last accessibility settings to <html> before the first paint (loaded synchronously
 * in index.html's <head>; the CSP allows no inline script). Mirrors applyAccessibilitySettings in
 * client/src/components/accessibility-settings/apply-settings.ts: keep the key and mapping in step.
 * After sign-in the app fetches the server's settings, applies them and stores them here again.
 */
(function () {
  var root = document.documentElement;
  var s = null;
  try {
    s = JSON.parse(window.localStorage.getItem("cw.a11y-settings") || "null");
  } catch {
    s = null;
  }
  if (!s || typeof s !== "object") s = {};
  var sizes = ["small", "medium", "large", "extra-large"];
  root.classList.toggle("high-contrast", s.highContrast === true);
  root.classList.toggle("reduced-motion", s.reducedMotion === true);
  root.classList.toggle("screen-reader", s.screenReader === true);
  // Enhanced keyboard navigation is on unless explicitly false.
  root.classList.toggle("keyboard-nav", s.keyboardNavigation !== false);
  root.setAttribute("data-font-size", sizes.indexOf(s.fontSize) >= 0 ? s.fontSize : "medium");
})();
