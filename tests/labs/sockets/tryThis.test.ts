import { describeTryThis } from '../tryThisClaims';

describeTryThis('sockets');
