import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;

/**
 * React Router ships one build for every mode (framework, data, declarative). Its components are
 * made at module level (`var Form = React.forwardRef(…)`, then `Form.displayName = "Form"`), calls
 * and assignments the bundler must keep, so the first page carried `<Form>`, `useSubmit`, the
 * framework's link prefetching and its error pages though the app uses none of them (decision
 * 068). Marking those calls pure and dropping the DevTools names lets tree-shaking remove what is
 * unused. `ENABLE_DEV_WARNINGS` is the one line that differs in the package's own production
 * build, which its `exports` never select.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'skyparcel:pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_BUILD.test(id)) {
        return null;
      }
      return {
        code: code
          .replace(/= (React\d*\.(?:forwardRef|memo|createContext))\(/g, '= /* @__PURE__ */ $1(')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '')
          .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;'),
        map: null,
      };
    },
  };
}
