import { parseSync } from 'vite';

// The page modules of the member routes, read from the route table's source
// (src/app/member/routes/member-routes.ts): each `{ path: 'jd-…', load: … }` entry, with `load` an
// arrow function importing the page (`() => import('…')`) or calling a loader defined in the file
// (`const loadX = () => import('…')`). Returns the path → the import specifier, as written.
type Node = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

// The first `import('…')` under a node, or the loader an identifier under it names.
function importedBy(node: Node, loaders: Map<string, string>): string | undefined {
  let found: string | undefined;
  walk(node, (inner) => {
    if (found) return;
    if (inner.type === 'ImportExpression' && isNode(inner.source) && typeof inner.source.value === 'string') found = inner.source.value;
    else if (inner.type === 'Identifier' && typeof inner.name === 'string' && loaders.has(inner.name)) found = loaders.get(inner.name);
  });
  return found;
}

function property(object: Node, name: string): Node | undefined {
  const properties = (object.properties as Node[] | undefined) ?? [];
  const found = properties.find((prop) => prop.type === 'Property' && isNode(prop.key) && (prop.key.name === name || prop.key.value === name));
  return found && isNode(found.value) ? found.value : undefined;
}

export function routeModules(source: string, filename = 'member-routes.ts'): Map<string, string> {
  const { program } = parseSync(filename, source);
  const loaders = new Map<string, string>();
  walk(program as unknown as Node, (node) => {
    if (node.type !== 'VariableDeclarator' || !isNode(node.id) || typeof node.id.name !== 'string' || !isNode(node.init)) return;
    if (node.init.type !== 'ArrowFunctionExpression') return;
    const specifier = importedBy(node.init, new Map());
    if (specifier) loaders.set(node.id.name, specifier);
  });
  const routes = new Map<string, string>();
  walk(program as unknown as Node, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const path = property(node, 'path');
    const load = property(node, 'load');
    if (!path || !load || typeof path.value !== 'string') return;
    const specifier = importedBy(load, loaders);
    if (specifier) routes.set(path.value, specifier);
  });
  return routes;
}
