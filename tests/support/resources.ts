/** The server's bound resources, as the server builds them from its areas, for tests that walk every resource. */
import { SERVER_AREAS } from '../../server/areas';
import { Resources } from '../../server/framework/area';

export const RESOURCES = new Resources(SERVER_AREAS);
export const BINDINGS = RESOURCES.all();
