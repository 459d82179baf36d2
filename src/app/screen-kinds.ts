import { loadAccountTexts, loadOrderTexts, loadRestTexts } from '../i18n/more-texts';
import { lazyScreen, type Load } from './screen';

// The screens behind ScreenRoutes (its own chunk): their text loaders stay out of the first chunk.

/** A screen's chunk together with the texts beyond the core: `/` loads neither. */
export const screen = <P extends object>(load: Load<P>) => lazyScreen(load, loadRestTexts);

/** /order: the trading and order texts. */
export const orderScreen = <P extends object>(load: Load<P>) => lazyScreen(load, loadOrderTexts);

/** A screen of the account centre or the content pages: also the texts only those screens use. */
export const accountScreen = <P extends object>(load: Load<P>) => lazyScreen(load, loadAccountTexts);
