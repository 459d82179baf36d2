/** Whether an account trades real money or play money (users.is_demo, the user's is_demo on the wire). */
export const Live = 0;
/** Play money: a reset restores demo_balance, and money calls are refused. */
export const Demo = 1;
