/**
 * The public site's only script (decision 028): the few interactive parts of the public pages,
 * on markup the server wrote. Public pages are served without the framework's scripts.
 */
import { enhanceAddressPopup } from './address-popup';
import { enhanceCarousels } from './carousels';
import { enhanceExternalLinks, followCurrentService } from './external-links';
import { enhanceLinkSpinners } from './link-spinners';
import { creditAppointmentForm, reportBookingActions, reportPageReading } from './page-reading';
import { enhanceSiteNavigation, scrollToSectionOnArrival, scrollToSectionWithinPage } from './site-navigation';

enhanceSiteNavigation(document);
scrollToSectionOnArrival(document);
scrollToSectionWithinPage(document);
enhanceExternalLinks(document);
followCurrentService(document);
enhanceLinkSpinners(document);
enhanceAddressPopup(document);
enhanceCarousels(document);
reportBookingActions(document);
reportPageReading(document);
creditAppointmentForm(document);
// Public forms (decision 039) are on few pages: their code is a chunk fetched only there.
if (document.querySelector('form[data-public-form]'))
  void import('./public-forms').then(({ enhancePublicForms }) => enhancePublicForms(document));
