// The monolith yardstick: the shell and every remote's routes compiled into one app (no Module Federation).
import 'shell/bootstrap';
