import { describeTryThis } from '../tryThisClaims';

describeTryThis('mptcp');
