// The router hooks and link every remote uses, shared at runtime as one singleton module (see @pm/mf-config):
// they must read the shell's router, so remotes never import react-router themselves, and the shell's own
// react-router stays tree-shaken instead of being shared whole.
export { Link, useLocation, useNavigate, useParams } from 'react-router';
