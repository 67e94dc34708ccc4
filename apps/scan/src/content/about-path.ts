/**
 * The platform's explainer page (decision 0471): what each verdict means and how codes are
 * checked. The scan page's "Verified by Veritag" mark links here; the scans module serves it.
 */
export const aboutPath = '/scan/about';
