// rspack numbers a module by a hash of its identifier, with each part of it that is a path (between `!` and `|`)
// made relative to the app. Module Federation's shared modules and the federation runtime's data: module have paths
// inside a part ("consume shared module (default) react@^19.0.0 (fallback: /abs/…/react/index.js)"), which stay
// absolute: the same sources built in another folder (CI's clean clone) gave 29 of the shell's modules other ids,
// other content hashes, and a main.js up to 180 bytes larger or smaller once compressed. Those modules get their id
// here instead, from their identifier with every path in it made relative; rspack numbers the rest around them.
import { createHash } from 'node:crypto';
import path from 'node:path';

const PLUGIN = 'PathFreeModuleIds';
/** An absolute path: from a `/` that follows no name character, to the next space, bracket, quote or separator. */
const ABSOLUTE_PATH = /(?<![\w@.~%-])\/[^\s()"'|!?]+/g;
const ENTIRELY_ABSOLUTE_PATH = /^\/[^\s()"'|!?]+$/;

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The identifier with each part that is a path made relative, as rspack does before it hashes it. */
function asRspackHashesIt(identifier, context) {
  return identifier
    .split(/([|!])/)
    .map((part) => (ENTIRELY_ABSOLUTE_PATH.test(part) ? path.relative(context, part) : part))
    .join('');
}

/**
 * The identifier, URL-decoded, with every absolute path in it made relative to `context`; undefined when rspack's
 * own hash input for it has no absolute path left (its id does not depend on the folder).
 */
export function pathFreeIdentifier(identifier, context) {
  const hashed = decoded(asRspackHashesIt(identifier, context));
  const pathFree = hashed.replace(ABSOLUTE_PATH, (absolute) => path.relative(context, absolute));
  return pathFree === hashed ? undefined : pathFree;
}

/** Numeric ids below `idRange` from a hash of each key, probing upwards past ids taken; keys in a stable order. */
export function idsForKeys(keys, idRange) {
  const taken = new Set();
  const ids = new Map();
  for (const key of [...keys].sort()) {
    let id = Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 12), 16) % idRange;
    while (taken.has(id)) id = (id + 1) % idRange;
    taken.add(id);
    ids.set(key, id);
  }
  return ids;
}

export const pathFreeModuleIds = {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(PLUGIN, (modules) => {
        const all = [...modules];
        const pathBound = new Map();
        for (const module of all) {
          // This hook's modules are proxies whose identifier is the string itself.
          const identifier =
            typeof module.identifier === 'function' ? module.identifier() : module.identifier;
          const pathFree = pathFreeIdentifier(identifier, compiler.context);
          if (pathFree !== undefined) pathBound.set(pathFree, module);
        }
        // Ids as long as rspack's own for this many modules.
        const idRange = 10 ** Math.max(3, String(all.length * 5).length);
        for (const [key, id] of idsForKeys(pathBound.keys(), idRange)) pathBound.get(key).id = id;
      });
    });
  },
};
