// Starts the app once the browser has painted the prerendered public page (decision 036): the
// server names the app's module scripts here instead of in <script type="module"> tags, so the
// page's first paint never waits for the app's code to download or run. Their
// <link rel="modulepreload"> tags have fetched them meanwhile.
(() => {
  const script = document.currentScript;
  const modules = (script?.dataset.modules ?? '').split(' ').filter(Boolean);
  const start = async () => {
    for (const module of modules) {
      await import(module);
    }
  };
  // A hidden tab paints no frames; it starts the app at once.
  if (document.visibilityState === 'hidden') {
    void start();
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
