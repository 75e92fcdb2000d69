// Generated from openapi.json by `npm run api-types` (openapi-typescript): do not edit.
// The hand-written names for these types are in ./api-types.ts.

export interface paths {
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every product with its stock movements
         * @description Newest first. Public.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Adds a product
         * @description Required: name, unit and a price of at least 0.01; then an initial stock, or for imported
         *     goods an initial import quantity and date. Missing fields are all named in
         *     `Please fill required fields: ...`.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/stock-levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where each product with a low-stock threshold stands
         * @description The stock an alert watches is what is left once the approved orders not yet departed are
         *     set aside; `low` when it is at or below the threshold. Admin only: the public list carries
         *     no threshold.
         */
        get: operations["listStockLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a product
         * @description Its stock movements go with it; its orders keep the product's name.
         */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        /**
         * Changes a product's details
         * @description Absent fields stay as they are. `baseStock` sets the stock not explained by imports and
         *     exports; available stock may not fall below 0 (409).
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/api/products/{id}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records goods coming in
         * @description Answers the updated product.
         */
        post: operations["addProductImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records goods shipped out
         * @description Answers the updated product. Refused with 409 `Export quantity exceeds available stock`
         *     when the stock does not cover it (checked in the same transaction as the write).
         */
        post: operations["addProductExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/sheet/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Previews a price list
         * @description Reads the file against the products there are and answers what applying it would do:
         *     each line that creates a product (no ID) or changes one (by ID: which fields, from what to
         *     what), how many stay as they are, and every problem by line and column. Writes nothing.
         *     Refused whole (400) when the file is not UTF-8 (`not_utf8`), has more than 10 000 lines
         *     (`too_many_lines`), or lacks the ID, Product, Unit or Price column (`missing_column`).
         */
        post: operations["previewProductSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies a price list
         * @description The same file again, with the `plan` its preview answered: every product it creates or
         *     changes is written in one transaction (each in the audit log), photos and stock movements
         *     stay. Refused, with nothing written, while the file has problems (400 `sheet_problems`)
         *     or when the products changed since the preview (409 `sheet_changed`: preview it again).
         */
        post: operations["applyProductSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists orders, newest first
         * @description Without `limit` every order is answered; `X-Total-Count` always gives the number of
         *     matching orders.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Sends an order request for a product
         * @description Refused with 409 `Requested quantity exceeds available stock` (`out_of_stock`) when the
         *     stock does not cover it, and with 409 `below_minimum_order` below the product's minimum
         *     order. While a mail server is set, the e-mail to the company (and the buyer's
         *     confirmation, when they gave an address and confirmations are on) is queued with the order
         *     and sent in the background. Public; limited per client address (429).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts the orders new to you
         * @description The orders that arrived since you (the signed-in admin) last marked them seen.
         */
        get: operations["countNewOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Marks orders as seen by you
         * @description Orders up to `upTo` (an order id) are no longer new to the signed-in admin; never moves back.
         */
        put: operations["markOrdersSeen"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets an order's status
         * @description Approved, completed, cancelled, or back to pending.
         */
        patch: operations["setOrderStatus"];
        trace?: never;
    };
    "/api/hero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The slideshow
         * @description The slides in order and the texts per language (a language without texts is absent).
         *     Public.
         */
        get: operations["getHero"];
        /**
         * Saves the whole slideshow
         * @description Slides in this order (kept by id, new ones added, others removed) and the texts.
         */
        put: operations["replaceHero"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/slides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a slide at the end
         * @description Refused with 409 when the slideshow is full.
         */
        post: operations["addHeroSlide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/slides/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a slide */
        delete: operations["deleteHeroSlide"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/awards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every award
         * @description In the order added. Public.
         */
        get: operations["listAwards"];
        put?: never;
        /**
         * Adds an award
         * @description An image is required (`Please choose an image`).
         */
        post: operations["createAward"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/awards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an award */
        delete: operations["deleteAward"];
        options?: never;
        head?: never;
        /**
         * Changes an award's texts
         * @description Absent texts stay as they are; an empty one is cleared (an empty Persian text: the Persian
         *     pages show the English one).
         */
        patch: operations["updateAward"];
        trace?: never;
    };
    "/api/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site content
         * @description Every company detail the pages show (its default until an admin saves one), the links
         *     that are set, and the company profile. Public.
         */
        get: operations["getContent"];
        /**
         * Saves the editable fields
         * @description Absent or empty fields are cleared (back to their default).
         */
        put: operations["updateContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the commercial terms
         * @description The Incoterms offered with their named places, payment terms, sample policy and inspection,
         *     in English and Persian. Absent or empty fields are cleared.
         */
        put: operations["updateTerms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/bank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the bank details
         * @description Printed on every proforma invoice sent from now on (one already sent keeps those it was
         *     sent with): beneficiary, bank and account required; IBAN, SWIFT, the bank's address and
         *     notes (English and Persian) cleared when absent or empty. Where the buyers' money goes, so
         *     a sensitive change: only a signed-in admin (never an API key, 403 `session_only`) who
         *     entered the password in the last five minutes (403 `confirm_password`); every admin and the
         *     company are mailed at once, the account shown masked.
         */
        put: operations["updateBank"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/office-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the office hours
         * @description The days the office is open, its opening and closing time (Kabul time) and within how many
         *     hours a message is answered: the WhatsApp button on every public page says from them
         *     whether the office is open now and when to expect a reply. A closing time that is not after
         *     the opening time is 409.
         */
        put: operations["updateOfficeHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Uploads the company profile
         * @description A PDF sent as a data URL; replaces the one before.
         */
        put: operations["setProfile"];
        post?: never;
        /** Removes the company profile */
        delete: operations["deleteProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard's figures
         * @description Order counts, orders per day of this month and per month of this year, and the estimated
         *     revenue per month (current price × quantity) in each currency apart: US dollars and afghani
         *     are never added together. Beside it, per month and currency, the revenue of the issued
         *     invoices (minus credit notes) and the money received; and what the payment schedules leave
         *     outstanding and overdue in each currency.
         */
        get: operations["getAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in
         * @description Takes a username and password (and, for an account with a second factor, its `code`) and
         *     sets the `site_session` cookie. A wrong pair answers 401 `Invalid username or password`; a
         *     right pair without the code 401 `second_factor_required`, a wrong or used code 401
         *     `invalid_code`. Attempts are limited per client address, and failures (codes as well as
         *     passwords) lock the address, and the username, for longer and longer (429 with
         *     `Retry-After`).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in
         * @description `authenticated: false` without a live session; with one, the account's second factor and
         *     e-mail address, whether every admin must use a second factor, until when sensitive changes
         *     need no password again, and when the bank details last changed. Public.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /**
         * Signs out
         * @description Ends the session on the server and clears the cookie.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms the password
         * @description The password (and the second factor's code, when on) entered again: for five minutes the
         *     session may then make sensitive changes (bank details, the site's address, mail settings,
         *     accounts, keys, backups, the second factor). A wrong or missing one is 403
         *     `confirm_password` with `field` `password` or `code`,
         *     and counts against the sign-in limits.
         */
        post: operations["confirmPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turns the second factor on
         * @description Takes the first code the app shows for the key just set up, and answers 10 single-use
         *     recovery codes, this once. From then on sign-in and sensitive changes ask for a code. A
         *     wrong code is 409; every admin is mailed.
         */
        put: operations["confirmSecondFactor"];
        /**
         * Starts setting up a second factor
         * @description A new key for an authenticator app, as a QR code and as text, shown this once; it is on
         *     once `PUT /api/session/second-factor` takes its first code (one already on stays until
         *     then). Needs the password entered in the last five minutes.
         */
        post: operations["startSecondFactor"];
        /**
         * Turns the second factor off
         * @description 409 while every admin must use one. Needs the password (and code) entered in the last
         *     five minutes; every admin is mailed.
         */
        delete: operations["removeSecondFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes
         * @description Replaces the account's recovery codes with 10 new ones, answered this once. 409 without a
         *     second factor. Needs the password entered in the last five minutes; every admin is mailed.
         */
        post: operations["newRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the admin's own e-mail address
         * @description Where notices of sensitive changes reach them (blank: none). Needs the password entered
         *     in the last five minutes; every admin is mailed.
         */
        put: operations["setOwnEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every admin account
         * @description Id, username, e-mail address and whether each signs in with a second factor. Accounts
         *     need a signed-in admin: an API key cannot manage them.
         */
        get: operations["listAdmins"];
        put?: never;
        /**
         * Creates an admin account
         * @description A taken username answers 409 `Username already exists`. A sensitive change: the password
         *     entered in the last five minutes (403 `confirm_password`), and every admin is mailed.
         */
        post: operations["createAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes an admin account
         * @description Its sessions and keys end. The last account cannot be removed (409 `Cannot remove the
         *     last admin`). A sensitive change, as creating one.
         */
        delete: operations["deleteAdmin"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets whether every admin must use a second factor
         * @description When required, an admin without one may do nothing but set it up after signing in (403
         *     `second_factor_setup`), and none can turn theirs off. Requiring it needs the admin's own
         *     second factor on (409). A sensitive change: the password (and code) entered in the last
         *     five minutes, and every admin is mailed.
         */
        put: operations["setAdminPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every API key
         * @description Name, access, first characters, who made it and when, and when it was last used (to the
         *     minute). Never the key itself.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Makes an API key
         * @description Answers the key itself in `secret`, this once: only its hash is kept. It acts for the
         *     signed-in admin. A name already taken answers 409. A sensitive change: the password
         *     entered in the last five minutes (403 `confirm_password` otherwise), and every admin is
         *     mailed.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revokes an API key
         * @description The key opens nothing from then on. A sensitive change, as making one.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every webhook endpoint
         * @description URL, events, whether on, how many events wait, who added it and when. Never the secret.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Adds a webhook endpoint
         * @description Answers the signing secret in `secret`, this once. The URL must be https (400 `not_https`)
         *     to a public address, and a name must not resolve to another (400 `private_address`; the
         *     address actually connected to is checked again at every attempt); the events among
         *     `EventType` (400 `unknown_event`); at most 20 endpoints (409 `too_many_endpoints`). The
         *     messages are `WebhookMessage` bodies, signed by the Standard Webhooks scheme (see the spec's
         *     `x-webhooks`). A sensitive change: the password entered in the last five minutes (403
         *     `confirm_password` otherwise), and every admin is mailed.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Removes a webhook endpoint
         * @description With what waits for it and its attempts. A sensitive change, as adding one.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Switches a webhook endpoint on or off
         * @description Switched on again, what waits for it is sent at once and its three days of retries start
         *     over. A sensitive change, as adding one.
         */
        patch: operations["switchWebhookEndpoint"];
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a test message to a webhook endpoint
         * @description A `webhook.test` message, after what already waits for the endpoint. 409 `conflict` while
         *     the endpoint is off.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook endpoint's deliveries
         * @description Newest first (at most `limit`, 50 unless given), each with its attempts (kept 30 days):
         *     when, the answer's status or what failed, and the answer's first 1 KB.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{delivery}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a delivery again
         * @description Delivered or given up, it is sent once more with the same `webhook-id` (a receiver that
         *     keeps the ids it has seen drops it); pending, it is tried at once. It keeps its place in the
         *     endpoint's order: those after it wait for it.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the audit log, newest first
         * @description Every admin change, sign-in, failed sign-in and sign-out: who, when, from which address,
         *     the record and what changed. Filters combine; a page past the end is empty.
         */
        get: operations["listAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders as a CSV file
         * @description Oldest first: id, creation time (in the caller's time zone), status, product, quantity,
         *     customer, e-mail, destination and notes. Text a spreadsheet would take for a formula
         *     (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a leading
         *     `'`. Sent while it is read, so any number of orders can be exported.
         */
        get: operations["exportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/stock-movements.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stock movements as a CSV file
         * @description Every import and export of the products there are, by date: date, movement, product,
         *     quantity, unit, destination, and when it was recorded (in the caller's time zone). Text
         *     that a spreadsheet would take for a formula is written with a leading `'`.
         */
        get: operations["exportStockMovements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/products.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products as a CSV file (the price list)
         * @description One row per product, by ID: its names and descriptions in both languages, unit, price,
         *     currency, source, available stock and facts (packaging one option per line); not its
         *     photos. The Products tab takes it back changed (`previewProductSheet`): a file exported
         *     and uploaded again changes nothing.
         */
        get: operations["exportProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/quotes.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote requests as a CSV file
         * @description One row per requested product, oldest request first: the request's number and status, the
         *     buyer, company, e-mail and country, the product (both names), quantity, unit and packaging,
         *     the latest revision's unit price, currency, Incoterm and validity, and when the request
         *     came and was first answered (in the caller's time zone).
         */
        get: operations["exportQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mail settings and the outbox
         * @description The mail server in force (from flags or the dashboard; never its password), whether buyers
         *     get a confirmation, and what waits in the outbox.
         */
        get: operations["getMailSettings"];
        /**
         * Saves the mail settings
         * @description An empty host removes the mail server (new orders are then not mailed). While flags set
         *     the server, only `buyerConfirmation` can be saved: a host is refused with 409. The stored
         *     password is sent only where it was saved for: a new host, port, security or username with
         *     no new password forgets it (the answer's `passwordSet` is then false).
         */
        put: operations["updateMailSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/site-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Saves the site's address
         * @description The address the links in mail use and the only Origin accepted for writes, e.g.
         *     `https://golbahar.af`. Until one is set (here, or by `--public-url` or `--domain`), mail
         *     carries no links. It must be the address this request comes from (409 otherwise: open the
         *     dashboard at that address and save it there); 409 too while flags set it. Empty clears it.
         */
        put: operations["updateSiteUrl"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a test e-mail
         * @description Sends at once through the mail server in force and answers whether it accepted the
         *     message, or what it (or the connection to it) answered. 409 when no mail server is set.
         */
        post: operations["sendTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description Answers `ok` when the server and its database answer. Public.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The https certificate
         * @description Where the certificate in use comes from, until when it is valid, when it will be renewed
         *     and the last failure to obtain or reload it.
         */
        get: operations["getTlsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads a backup
         * @description A consistent copy of the whole database (every record, image, document, account and
         *     session hash, the mail password), taken while the site keeps running. Only an admin signed
         *     in who entered the password in the last five minutes (403 `confirm_password`), or a key
         *     made for backups (`access: backup`); other keys 403 `session_only`. Every admin is mailed when
         *     an admin downloads one (a backup key's nightly copy is in the Activity tab).
         */
        get: operations["downloadBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scheduled backups
         * @description Whether the server backs up by itself, the last success, the last failure, the next run,
         *     and the backups kept in the folder (newest first).
         */
        get: operations["listBackups"];
        put?: never;
        /**
         * Backs up now
         * @description Takes a scheduled backup at once (checked, then the oldest beyond `--backup-keep` are
         *     removed). 409 when the server was started without `--backup-dir`, while a backup is
         *     being taken, or when it would leave less of the disk free than `--backup-min-free`.
         */
        post: operations["createBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/backups/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads a backup
         * @description The backup file of that name, as listed by `GET /api/backups`. Who may download one, and
         *     the notice, as `GET /api/backup`.
         */
        get: operations["downloadScheduledBackup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The valid certificates and documents
         * @description Those valid today (UTC): without a `validUntil`, or with one not yet past. The company's
         *     (no `productId`) first, then each product's. Public.
         */
        get: operations["listDocuments"];
        put?: never;
        /**
         * Adds a certificate or document
         * @description The file must really be a PDF or an image (`invalid_image` otherwise, `field` `file`).
         */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every certificate and document
         * @description Expired ones too, in the same order as the public list.
         */
        get: operations["listAllDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces a certificate or document
         * @description Every field as sent (absent texts emptied, absent `validUntil`: no end); the file only
         *     when one is sent.
         */
        put: operations["updateDocument"];
        post?: never;
        /** Removes a certificate or document */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends an inquiry over several products
         * @description Becomes a quote request (status `new`): the company is mailed (both languages), the buyer
         *     gets an acknowledgement in `lang` with the link to their private quote page. 1 to 30
         *     products, each once (409 `duplicate_product`), each existing (404), at least its minimum
         *     order (409 `below_minimum_order`), a packaging among its options (409 `unknown_packaging`);
         *     `wantedBy` not before today in Kabul (409 `date_out_of_range`). Public; limited per client
         *     address like orders (429).
         */
        post: operations["createInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists quote requests, newest first
         * @description Without `limit` every request is answered; `X-Total-Count` always gives the number of
         *     matching requests. No request carries its buyer's link here (`quoteUrl`: see `getQuote`).
         */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Counts the requests waiting for an answer
         * @description New requests not answered yet, and since when the oldest waits (the dashboard's badge).
         */
        get: operations["countWaitingQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A quote request
         * @description With the buyer's link (`quoteUrl`) for a signed-in admin, who sends it on; never for an API
         *     key.
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        /**
         * Removes a quote request
         * @description Its token then answers 404; orders made from it stay, without `quoteId`.
         */
        delete: operations["deleteQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a quote: the next revision
         * @description Prices every line of the request once (409 `lines_mismatch`); the validity ends from today
         *     to a year ahead in Kabul (409 `date_out_of_range`). 409 `quote_not_open` unless the request
         *     is new or quoted (an expired one may be quoted again). The revision never changes once
         *     sent; the buyer is mailed it with its proforma in their language.
         */
        post: operations["sendQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraws a quote
         * @description 409 `quote_not_open` unless the request is new or quoted; the buyer is mailed.
         */
        post: operations["withdrawQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Writes to the buyer on a quote
         * @description The message shows on the buyer's page and is mailed to them.
         */
        post: operations["sendQuoteMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/proforma.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A revision's proforma invoice (PDF) */
        get: operations["getQuoteProforma"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/by-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buyer's quote, by its private token
         * @description A wrong, malformed or removed token is 404 like any other; more than 20 misses a minute
         *     from one address are answered 429. Never cached (`no-store`) nor indexed. Like every call
         *     by the token, the buyer's alone: one with an API key is refused (403 `buyer_only`). Once
         *     its orders are shipped, `orderUrls` links each shipment's order page.
         */
        get: operations["getQuoteByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/by-token/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer accepts the latest revision
         * @description One order per line (status pending, linked by `quoteId`). 409 `quote_not_open` unless
         *     quoted, `quote_expired` past its validity, `not_latest_revision` when a newer one exists.
         */
        post: operations["acceptQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/by-token/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer declines, with a reason
         * @description 409 `quote_not_open` unless new or quoted, `quote_expired` past its validity.
         */
        post: operations["declineQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/by-token/{token}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer asks a question on their quote
         * @description Shown on the quote in the dashboard and mailed to the company; questions on one quote that
         *     follow within 10 minutes of its last mail go out together in the next. At most 10 questions
         *     on one quote in any 24 hours, and 20 a day from one address (an IPv6 client: its /64):
         *     more are answered 429 `too_many_questions`.
         */
        post: operations["askAboutQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/by-token/{token}/proforma.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's proforma invoice of a revision (PDF) */
        get: operations["getBuyerProforma"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Counts a page the app opened
         * @description Sent by the site's pages (`navigator.sendBeacon`, as a form: `path=%2Ffa%2Fproducts`) for
         *     each page opened without a reload; the first page of a visit is counted when the server
         *     answers it. Counted only for a visitor whose first page the server answered today, and for
         *     a path that is one of the site's pages: anything else is taken and ignored. No cookie is
         *     read or set. Public.
         */
        post: operations["countPageView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/visitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visitor figures of a period
         * @description Per UTC day from `from` to `to` (default: the last 30 days; a period of more than 800 days
         *     begins at the first day anything was counted and ends today at the latest): unique visitors,
         *     page views and crawler views; over the period the top pages and products, languages,
         *     countries, devices, referring sites and campaigns, and each product's funnel by country
         *     (page views → order requests → accepted). Counts are written once a minute: the last
         *     minute's are not in yet.
         */
        get: operations["getVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exports/visitors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visitor counts as a CSV file
         * @description The stored counts of each UTC day from `from` to `to` (default: the last 30 days): the
         *     day's totals, then each page, language, country, device, referrer, source and campaign,
         *     then each product by country (`<id> <country>`).
         */
        get: operations["exportVisitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists shipments, newest first
         * @description Without `limit` every shipment is answered; `X-Total-Count` always gives how many there
         *     are. No shipment carries its buyer's link here (`orderLink`: see `getShipment`).
         */
        get: operations["listShipments"];
        put?: never;
        /**
         * Ships orders
         * @description One buyer's orders (409 `mixed_buyers`), priced in one currency (409 `mixed_currencies`),
         *     none cancelled, completed or without a price (409 `order_not_shippable`) nor in another
         *     shipment (409 `already_shipped`); unknown orders 404. Pending orders become approved. The
         *     lines take each order's quantity and price (the accepted revision's, else the product's);
         *     the Incoterm, place, payment terms and destination come from the quote they were accepted
         *     from, else from the company's terms. Numbered `SHP-<year>-<n>` in Kabul's year.
         */
        post: operations["createShipment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/by-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The buyer's shipment, by their order page's token
         * @description Where the goods are (the steps with their dates), how they travel, what they carry, the
         *     papers to download, what is paid and due, and the bank to pay into. A wrong or removed token is 404 like any other; more than 20 misses a
         *     minute from one address (quote and order tokens together) are answered 429. Never cached
         *     (`no-store`) nor indexed. The buyer's alone: a call with an API key is refused (403
         *     `buyer_only`).
         */
        get: operations["getShipmentByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/by-token/{token}/invoices/{number}/{paper}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A paper of the buyer's shipment, by their order page's token
         * @description `paper` is `invoice.pdf`, `packing-list.pdf` or `certificate-of-origin.pdf` of the
         *     invoice (or `invoice.pdf` of the credit note) `number` of this shipment, in `lang` (default:
         *     the buyer's). Anything else, or a number of another shipment, is 404; the token's rules are
         *     `getShipmentByToken`'s.
         */
        get: operations["getOrderDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/shipments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shipments as a CSV file
         * @description One row per line shipped, oldest shipment first: its number, stage, quote, buyer, company,
         *     destination, mode, carrier, transport document, containers, ETD, ETA and the dates it
         *     departed, arrived and was delivered; the order, product, quantity, unit, unit price, amount
         *     and currency; its packages, their kind, net and gross kilograms and container; and when the
         *     shipment was made (in the caller's time zone).
         */
        get: operations["exportShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shipment
         * @description With the buyer's order page (`orderLink`) for a signed-in admin, who sends it on; never
         *     for an API key.
         */
        get: operations["getShipment"];
        /**
         * Edits a shipment
         * @description Everything as sent (absent texts cleared). Every order of the shipment once (409
         *     `lines_mismatch`); a line's quantity at most the order's, and for kg or tons its packages'
         *     net weight exactly its quantity (409 `more_than_ordered` above what was ordered, 400
         *     `invalid_field` otherwise; in bags or boxes one package each); a package's gross weight at
         *     least its net (400); ETA not before ETD (400, `field` `eta`); containers ISO 6346 numbers
         *     with their check digit, each once (400). Once departed or invoiced what it carries
         *     (containers, lines) cannot change (409 `shipment_locked`): the transport and terms can.
         */
        put: operations["updateShipment"];
        post?: never;
        /**
         * Deletes a shipment
         * @description Its orders stay (approved). 409 `shipment_locked` once it has departed, has an invoice or
         *     a payment.
         */
        delete: operations["deleteShipment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a shipment's next step
         * @description booked, packed, departed, arrived, delivered, in this order (409 `milestone_order`); dated
         *     not after today in Kabul (409 `date_out_of_range`) nor before the step before (400).
         *     `packed` and later need every line's packages (409 `not_packed`). `departed` records the
         *     export of each product to the destination (409 `out_of_stock` when the stock does not
         *     cover it), which the public Exports show; `delivered` completes the orders. The buyer is
         *     mailed (in their language, with their order page) when the freight is booked, when the
         *     goods depart and when they arrive.
         */
        post: operations["recordShipmentMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/milestones/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Takes back a shipment's latest step
         * @description Only the latest (409 `milestone_order`): a departure's exports are removed with it, a
         *     delivery's orders are approved again.
         */
        delete: operations["undoShipmentMilestone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a paper of others to a shipment
         * @description A phytosanitary certificate, certificate of origin, the bill of lading or air waybill,
         *     an inspection or insurance certificate, or another paper: a PDF (at most 20 MB) or an image
         *     (at most 8 MB) whose bytes say so (400 `invalid_image` otherwise); at most 30 a shipment.
         *     The buyer downloads it from their order page.
         */
        post: operations["addShipmentDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/documents/{document}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a paper from a shipment */
        delete: operations["removeShipmentDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A shipment's payment schedule
         * @description Computed now: the value (the live invoice's total, else the shipment's lines), each due's
         *     amount (the last takes what rounding leaves, so they add up exactly), its day (for a due
         *     after a step: the step's date plus its days, absent until then), what the payments cover
         *     (applied to the dues in their order), what is outstanding and overdue (its day before
         *     today in Kabul), and the payments. Without a schedule: `scheduled` false and no dues.
         */
        get: operations["getPaymentSchedule"];
        /**
         * Sets a shipment's payment schedule
         * @description All its dues at once, in the order payments cover them: 1 to 10, each a percent of the
         *     value (0.01 to 100, at most two decimals), due on a `date` (`dueDate` required, and only
         *     then) or `days` (0 to 365) after the shipment `departed` or `arrived`; the percents add up
         *     to exactly 100. Any of these broken: 400 `invalid_field` (or `required`), `field` `dues`.
         *     It may change after payments (they are applied to the new dues in their order): 409
         *     `over_outstanding` only when what is paid is above the value (a credit note lowered it).
         *     Typical: 30 % on a date + 70 % departed + 0 days ("against a copy of the B/L"); 100 % on a
         *     date; 100 % departed + 30 days ("net 30 after the B/L date").
         */
        put: operations["setPaymentSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a payment received
         * @description Refused, recording nothing: 400 a missing field, a date that is no date, an amount that is
         *     not a whole number of cents above 0, a reference of several lines or above 200 characters;
         *     409 `no_schedule` when the shipment has no schedule yet; 409 `mixed_currencies` in another
         *     currency than the shipment's (`field` `currency`); 409 `date_out_of_range` after today in
         *     Kabul (`field` `date`); 409 `over_outstanding` above what is outstanding (`field`
         *     `amountCents`; the message says the outstanding amount): record the outstanding amount
         *     and settle an overpayment with the buyer outside the site. The buyer is mailed the payment
         *     and what remains, in their language. Answers the schedule after it.
         */
        post: operations["recordPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/payments/{payment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Takes back a payment recorded by mistake
         * @description 404 when the shipment has no such payment. Nothing is mailed. Answers the schedule after it.
         */
        delete: operations["deletePayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/owed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Money owed
         * @description Per buyer (told apart by e-mail address, else by name) and currency — never summed across
         *     currencies —: what is outstanding and overdue, and the shipments with something
         *     outstanding with their next due date. The most overdue first, then the most outstanding.
         */
        get: operations["listMoneyOwed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payments as a CSV file
         * @description Every payment, oldest first: its date, shipment, buyer, company, amount, currency, method,
         *     reference and when it was recorded (in the caller's time zone).
         */
        get: operations["exportPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shipments/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issues a shipment's commercial invoice
         * @description Numbered `INV-<year>-<nnnn>` in Kabul's year, without gaps, and never changed afterwards:
         *     it keeps everything it prints (seller, buyer, consignee, notify party, transport, lines with
         *     HS code, origin and packages, totals, Incoterm, payment terms, and the bank details as
         *     saved now), and its packing list is drawn from the same record. 404 for no such shipment;
         *     409 `not_packed` unless every line has its packages, `no_bank_details` when the bank
         *     details are not saved, `already_invoiced` when the shipment has an invoice no credit note
         *     cancels. Once invoiced, what the shipment carries cannot change (`shipment_locked`) until a
         *     credit note cancels the invoice. A read-write key may issue; a read key is refused (403).
         */
        post: operations["issueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/credit-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an invoice with a credit note
         * @description Numbered `CN-<year>-<nnnn>` (its own series, without gaps), of the invoice's amount; it
         *     names the invoice it cancels and the `reason` (400 `required` without one). The shipment
         *     can then be changed and invoiced again. 404 for no such invoice; 409 `conflict` when the id
         *     is a credit note's or the invoice is already cancelled. A read-write key may do it.
         */
        post: operations["creditInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists invoices and credit notes
         * @description In the order they were issued; with `shipmentId`, only that shipment's (none: an empty
         *     list).
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/invoices.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoices and credit notes as a CSV file
         * @description One row per invoice or credit note, in the order they were issued: number, kind, date,
         *     shipment, buyer, company, currency, total, the invoice a credit note cancels and the credit
         *     note that cancels an invoice.
         */
        get: operations["exportInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An invoice or credit note */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invoice's (or credit note's) PDF
         * @description As issued, in `lang` (default: the buyer's language): Persian right to left with Persian
         *     digits and Solar Hijri dates. Never cached (`no-store`).
         */
        get: operations["invoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/packing-list.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invoice's packing list as a PDF
         * @description Drawn from the invoice as issued: the same packages, net and gross weights. In `lang`
         *     (default: the buyer's language). A credit note has none (404). Never cached (`no-store`).
         */
        get: operations["packingListPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/certificate-of-origin.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The draft of an invoice's certificate of origin as a PDF
         * @description For the chamber of commerce to check and stamp: exporter, consignee, transport, countries
         *     of origin and destination, and per line the marks, packages, goods, HS code and gross weight,
         *     drawn from the invoice as issued. In `lang` (default: the buyer's language). A credit note
         *     has none (404). Never cached (`no-store`).
         */
        get: operations["certificateOfOriginPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Acceptance
         * @description The buyer accepts one revision (the latest).
         * @example {
         *       "revision": 1
         *     }
         */
        Acceptance: {
            /** Format: int64 */
            revision: number;
        };
        /** Admin */
        Admin: {
            /** Format: int64 */
            id: number;
            username: string;
        };
        /**
         * AdminAccount
         * @description An account as the Admins list shows it.
         */
        AdminAccount: {
            /** Format: int64 */
            id: number;
            username: string;
            /** @description Where notices of sensitive changes reach this admin. */
            email?: string;
            /** @description Signs in with a second factor. */
            secondFactor: boolean;
        };
        /**
         * AdminPolicy
         * @description Whether every admin must use a second factor.
         */
        AdminPolicy: {
            requireSecondFactor: boolean;
        };
        /** Analytics */
        Analytics: {
            /**
             * Format: int32
             * @description The current year and month in the caller's time zone.
             */
            year: number;
            /** Format: uint8 */
            month: number;
            /** Format: int64 */
            totalOrders: number;
            /**
             * Format: int64
             * @description Awaiting approval.
             */
            pendingOrders: number;
            /**
             * Format: int64
             * @description Fulfilled.
             */
            completedOrders: number;
            /** Format: int64 */
            totalProducts: number;
            /** @description Orders per day of the current month (index 0 = the 1st). */
            ordersPerDay: number[];
            /** @description Orders per month of the current year (index 0 = January). */
            ordersPerMonth: number[];
            /**
             * @description Σ current price × quantity per month of the current year, of the orders for products priced
             *     in US dollars.
             */
            revenuePerMonthUsd: number[];
            /** @description The same for products priced in afghani: never added to dollars. */
            revenuePerMonthAfn: number[];
            /**
             * @description Issued commercial invoices minus credit notes per month of the current year (by issue
             *     date), in US dollars.
             */
            invoicedPerMonthUsd: number[];
            /** @description The same in afghani. */
            invoicedPerMonthAfn: number[];
            /** @description Payments received per month of the current year (by the day the money came), in US dollars. */
            receivedPerMonthUsd: number[];
            /** @description The same in afghani. */
            receivedPerMonthAfn: number[];
            /**
             * @description What the payment schedules leave outstanding now, and what of it is overdue (before today
             *     in Kabul): US dollars, then afghani.
             */
            outstanding: components["schemas"]["OutstandingTotal"][];
        };
        /**
         * ApiKey
         * @description A key as the list shows it: never the key itself.
         */
        ApiKey: {
            /** Format: int64 */
            id: number;
            name: string;
            access: components["schemas"]["KeyAccess"];
            /** @description The key's first characters (`site_` and 7 more), to tell keys apart. */
            prefix: string;
            /** @description When it was made (RFC 3339, UTC). */
            createdAt: string;
            /** @description The account that made it, and for which it acts. */
            createdBy: string;
            /** @description When it was last used, to the minute (RFC 3339, UTC); absent if never. */
            lastUsedAt?: string;
        };
        /**
         * AuditEntry
         * @description An entry as `GET /api/audit` answers it.
         */
        AuditEntry: {
            /** Format: int64 */
            id: number;
            /** @description When (RFC 3339, UTC). */
            at: string;
            /**
             * Format: int64
             * @description The account that acted; absent for the command line, failed sign-ins and API keys.
             */
            adminId?: number;
            /**
             * @description The account's name at the time; `cli` for the command line; the name tried in a failed
             *     sign-in; `key 3 (Stock sync)` for an API key (its id and name).
             */
            username: string;
            /**
             * @description The client address (behind a trusted proxy, the one it forwarded); empty for the command
             *     line and for buyers (`buyer`: a visitor's address is not kept).
             */
            address: string;
            kind: components["schemas"]["AuditKind"];
            /**
             * Format: int64
             * @description The record's id, when it has one.
             */
            recordId?: number;
            /**
             * @description The record's name when the entry was written (a product's name, an order's customer, an
             *     account's username, a file name); may be empty.
             */
            recordName: string;
            /** @description What changed, field by field. */
            changes: components["schemas"]["Change"][];
            /** @description The changes in one line: `price 12.5 → 13; unit kg → bag`. */
            summary: string;
            /**
             * @description A change a thief would make (bank details, the site's address, mail settings, accounts,
             *     keys, second factors, a backup downloaded): every admin was mailed about it.
             */
            sensitive: boolean;
        };
        /**
         * @description What an entry records.
         * @enum {string}
         */
        AuditKind: "session.signIn" | "session.signInFailed" | "session.signOut" | "product.create" | "product.update" | "product.delete" | "stock.import" | "stock.export" | "order.status" | "slideshow.save" | "slide.add" | "slide.delete" | "award.create" | "award.delete" | "award.update" | "content.update" | "profile.upload" | "profile.delete" | "admin.create" | "admin.delete" | "admin.password" | "mail.settings" | "apiKey.create" | "apiKey.revoke" | "apiKey.use" | "document.create" | "document.update" | "document.delete" | "quote.request" | "quote.revision" | "quote.status" | "quote.message" | "quote.delete" | "bank.update" | "siteUrl.update" | "admin.email" | "admin.secondFactorOn" | "admin.secondFactorOff" | "admin.recoveryCodes" | "admin.policy" | "backup.download" | "shipment.create" | "shipment.update" | "shipment.delete" | "shipment.milestone" | "shipment.document" | "invoice.issue" | "invoice.creditNote" | "payment.schedule" | "payment.record" | "payment.delete" | "webhook.create" | "webhook.delete" | "webhook.enable" | "webhook.resend" | "webhook.test";
        /** Award */
        Award: {
            /** Format: int64 */
            id: number;
            imageUrl: string;
            title: string;
            description: string;
            /** @description The title in Persian; empty when not written yet (Persian pages then show `title`). */
            titleFa: string;
            /** @description The description in Persian; empty when not written yet. */
            descriptionFa: string;
        };
        /**
         * AwardUpdate
         * @description Texts to change; absent ones stay as they are, an empty one is cleared.
         * @example {
         *       "description": null,
         *       "descriptionFa": "اتاق تجارت کابل",
         *       "title": null,
         *       "titleFa": "بهترین صادرکنندهٔ ۲۰۲۵"
         *     }
         */
        AwardUpdate: {
            title?: string | null;
            description?: string | null;
            titleFa?: string | null;
            descriptionFa?: string | null;
        };
        /**
         * Backup
         * @description One backup in the folder.
         */
        Backup: {
            /** @description The file's name (`site-<UTC time>.db`), as `GET /api/backups/{name}` takes it. */
            name: string;
            /**
             * Format: uint64
             * @description Size in bytes.
             */
            size: number;
            /** @description When it was taken (RFC 3339, UTC). */
            takenAt: string;
        };
        /**
         * BackupStatus
         * @description The schedule, how it went, and the files it keeps.
         */
        BackupStatus: {
            /** @description Whether the server backs up by itself (started with `--backup-dir`). */
            scheduled: boolean;
            /**
             * Format: uint64
             * @description Seconds between two backups (absent when not scheduled).
             */
            everySeconds?: number;
            /**
             * Format: uint32
             * @description How many backups are kept (absent when not scheduled).
             */
            keep?: number;
            /** @description A backup is being taken right now. */
            running: boolean;
            /** @description The last backup that succeeded since the server started (RFC 3339, UTC). */
            lastSuccess?: string;
            /** @description Why the last backup failed, when it did (cleared by the next success). */
            lastError?: string;
            lastErrorAt?: string;
            /** @description When the next scheduled backup is due. */
            nextRun?: string;
            /** @description The backups in the folder, newest first. */
            backups: components["schemas"]["Backup"][];
        };
        /**
         * BankDetails
         * @description The bank details as answered: what is set.
         */
        BankDetails: {
            beneficiary: string;
            bankName: string;
            account: string;
            iban?: string;
            swift?: string;
            bankAddress?: string;
            notes?: string;
            notesFa?: string;
        };
        /**
         * BankFields
         * @description The bank details an admin saves: beneficiary, bank and account required; the rest cleared when
         *     absent or blank.
         * @example {
         *       "account": "0123456789",
         *       "bankAddress": null,
         *       "bankName": "Afghanistan International Bank",
         *       "beneficiary": "Golbahar Export Ltd.",
         *       "iban": null,
         *       "notes": null,
         *       "notesFa": null,
         *       "swift": "AFIBAFKA"
         *     }
         */
        BankFields: {
            beneficiary: string;
            bankName: string;
            /** @description The account number. */
            account: string;
            /** @description Letters, digits and spaces (at most 42). */
            iban?: string | null;
            /** @description 8 or 11 letters and digits (or blank). */
            swift?: string | null;
            bankAddress?: string | null;
            /** @description Printed under the bank details (e.g. "Quote the proforma number with the payment"). */
            notes?: string | null;
            notesFa?: string | null;
        };
        /**
         * Beacon
         * @description A page the app opened, as `navigator.sendBeacon` sends it: a form (one of the kinds of body a
         *     page may send anywhere without asking first, so the browser sends it as it is).
         */
        Beacon: {
            /** @description The page's path, e.g. `/fa/products`; a query or fragment is left out. */
            path: string;
        };
        /**
         * BuyerDocument
         * @description A paper the buyer downloads.
         */
        BuyerDocument: {
            kind: components["schemas"]["DocumentKind"];
            number: string;
            /** @description `/media/<name>`: a PDF or an image. */
            fileUrl: string;
            mime: string;
        };
        /**
         * BuyerInvoice
         * @description An invoice or credit note of the buyer's shipment.
         */
        BuyerInvoice: {
            number: string;
            kind: components["schemas"]["InvoiceKind"];
            /** @description `YYYY-MM-DD`. */
            issueDate: string;
            currency: components["schemas"]["Currency"];
            /** Format: int64 */
            totalCents: number;
            /** @description An invoice's: the credit note that cancels it. */
            creditedBy?: string;
            /** @description A credit note's: the invoice it cancels. */
            cancels?: string;
        };
        /**
         * BuyerOrderPage
         * @description The buyer's order page: their shipment, what is paid and due, and where to pay.
         */
        BuyerOrderPage: {
            /** @description `SHP-2026-0001`. */
            number: string;
            quoteNumber?: string;
            /** @description The buyer's language: their mail and documents are written in it. */
            lang: components["schemas"]["Lang"];
            buyerName: string;
            buyerCompany?: string;
            currency: components["schemas"]["Currency"];
            /** @description Who receives the goods (several lines: name and address). */
            consignee: string;
            /** @description Whom the carrier tells of the arrival (several lines; empty: the consignee). */
            notifyParty: string;
            mode: components["schemas"]["Mode"];
            carrier: string;
            /** @description The number of the bill of lading (sea), air waybill (air), CMR (road) or rail waybill. */
            transportDoc: string;
            loadingPlace: string;
            dischargePlace: string;
            /** @description The country the goods go to, as the public Exports name it. */
            destination: string;
            incoterm: components["schemas"]["Incoterm"];
            incotermPlace: string;
            paymentTerms: string;
            paymentTermsFa: string;
            /** @description Estimated departure, `YYYY-MM-DD`. */
            etd?: string;
            /** @description Estimated arrival, `YYYY-MM-DD` (not before the departure). */
            eta?: string;
            containers: components["schemas"]["Container"][];
            lines: components["schemas"]["ShipmentLine"][];
            /** @description The steps reached, in order. */
            milestones: components["schemas"]["Milestone"][];
            /** @description The latest step reached (absent: none yet). */
            stage?: components["schemas"]["MilestoneKind"];
            /**
             * Format: int64
             * @description The sum of the lines' amounts, in hundredths of `currency`.
             */
            totalCents: number;
            /**
             * Format: int64
             * @description Packages, net and gross grams of every packed line.
             */
            totalPackages: number;
            /** Format: int64 */
            totalNetGrams: number;
            /** Format: int64 */
            totalGrossGrams: number;
            /** @description Their quote page, when the orders were accepted from a quote. */
            quoteUrl?: string;
            documents: components["schemas"]["BuyerDocument"][];
            /**
             * @description The payment schedule: each share with its due date, paid and outstanding, and the payments
             *     received (`scheduled` false while none is set).
             */
            schedule: components["schemas"]["Schedule"];
            /** @description The bank to pay into: as printed on the live invoice, else as saved (absent: none is). */
            bank?: components["schemas"]["BankDetails"];
            /**
             * @description The invoices and credit notes issued, oldest first; their PDFs are at
             *     `/api/shipments/by-token/{token}/invoices/{number}/{paper}` (`getOrderDocument`).
             */
            invoices: components["schemas"]["BuyerInvoice"][];
        };
        /**
         * BuyerQuote
         * @description A quote request as its buyer sees it at `/quote/<token>`.
         */
        BuyerQuote: {
            /** @description `Q-2026-0007`. */
            number: string;
            status: components["schemas"]["QuoteStatus"];
            /** @description The buyer's language: their mails and proforma are written in it. */
            lang: components["schemas"]["Lang"];
            name: string;
            company?: string;
            email: string;
            phone?: string;
            country?: string;
            destination?: string;
            incoterm?: components["schemas"]["Incoterm"];
            wantedBy?: string;
            samplesFirst: boolean;
            notes?: string;
            createdAt: string;
            /** @description When it was accepted, declined or withdrawn. */
            decidedAt?: string;
            declineReason?: string;
            /** Format: int64 */
            acceptedRevision?: number;
            lines: components["schemas"]["QuoteLine"][];
            revisions: components["schemas"]["Revision"][];
            messages: components["schemas"]["QuoteMessage"][];
            /** @description The end of the latest revision's last day in Kabul (`2026-12-01T23:59:59+04:30`). */
            expiresAt?: string;
            /** @description The buyer's private page: `/quote/<token>`. */
            quoteUrl: string;
            /**
             * @description The order pages of the shipments made of its orders (`/order/<token>`), once shipped:
             *     only in the answer of `getQuoteByToken`.
             */
            orderUrls: string[];
        };
        /**
         * Change
         * @description One field that changed; `before` is absent for what was created, `after` for what was removed.
         */
        Change: {
            /** @description The field as the API names it (`price`, `status`, `texts.fa.title`, ...). */
            field: string;
            before?: string;
            after?: string;
        };
        /**
         * CommercialTerms
         * @description The company's commercial terms as answered: what is set.
         */
        CommercialTerms: {
            incoterms: components["schemas"]["IncotermOffer"][];
            paymentTerms?: string;
            paymentTermsFa?: string;
            samplePolicy?: string;
            samplePolicyFa?: string;
            inspection?: string;
            inspectionFa?: string;
        };
        /**
         * Confirmation
         * @description The password again (and the second factor's code when on), before a sensitive change.
         */
        Confirmation: {
            password: string;
            /** @description The authenticator's 6 digits or a recovery code, when the account has a second factor. */
            code?: string;
        };
        /**
         * Container
         * @description A container of the shipment: its ISO 6346 number and seal.
         */
        Container: {
            /** @description Owner code, category, serial and check digit, e.g. `MSKU1234565`. */
            number: string;
            /** @description Empty when not known yet. */
            seal: string;
        };
        /**
         * Content
         * @description The site content as answered: the editable fields, and the company profile if uploaded.
         *     A company detail the admin has not set is answered with its default ([`DEFAULTS`]), so the pages
         *     show exactly what this says; a link that is not set is absent.
         *     Its own type, not [`ContentFields`]: an answer never holds `null`.
         */
        Content: {
            contactEmail?: string;
            contactPhone?: string;
            contactAddress?: string;
            /** @description The Persian pages' text where it differs from the English (else they show the English). */
            contactAddressFa?: string;
            /** @description The branches, one a line. */
            branches?: string;
            branchesFa?: string;
            /** @description The working hours, one a line. */
            workingHours?: string;
            workingHoursFa?: string;
            instagramUrl?: string;
            facebookUrl?: string;
            /** @description A phone number or an http(s) link. */
            whatsappUrl?: string;
            /** @description The video channel (YouTube), under the original client's name. */
            twitterUrl?: string;
            linkedinUrl?: string;
            /** @description The company profile's file name, when one is uploaded. */
            profileDocumentName?: string;
            /** @description Where the company profile downloads from (`/media/<hash>.pdf`). */
            profileDocumentUrl?: string;
            /** @description The commercial terms shown with every product (saved with `PUT /api/content/terms`). */
            terms: components["schemas"]["CommercialTerms"];
            /**
             * @description The bank details printed on every proforma invoice (saved with `PUT /api/content/bank`);
             *     absent until saved.
             */
            bank?: components["schemas"]["BankDetails"];
            /** @description When the office answers WhatsApp (saved with `PUT /api/content/office-hours`). */
            officeHours: components["schemas"]["OfficeHours"];
        };
        /**
         * ContentFields
         * @description The fields an admin edits on the Content tab. On save, each absent, null or empty field is
         *     cleared (back to its default, or to no link). `…Fa` fields are the Persian pages' text where it
         *     differs from the English; when empty, the Persian pages show the English text.
         * @example {
         *       "contactAddress": "Kabul, Afghanistan",
         *       "contactEmail": "info@example.com",
         *       "instagramUrl": "https://instagram.com/example",
         *       "whatsappUrl": "+93 70 000 0000"
         *     }
         */
        ContentFields: {
            contactEmail?: (string) | null;
            /**
             * @description The phone number shown in the footer and on the Contact page (6 to 20 digits; spaces and
             *     `+-().` allowed).
             */
            contactPhone?: string | null;
            /** @description The head office's address. */
            contactAddress?: string | null;
            contactAddressFa?: string | null;
            /** @description The branches, one a line. */
            branches?: string | null;
            branchesFa?: string | null;
            /** @description The working hours, one a line (e.g. the days open, then the day closed). */
            workingHours?: string | null;
            workingHoursFa?: string | null;
            instagramUrl?: (string) | null;
            facebookUrl?: (string) | null;
            /** @description A phone number (6 to 20 digits; spaces and `+-().` allowed) or an http(s) link. */
            whatsappUrl?: (string) | null;
            /** @description The video channel (YouTube), sent under the original client's name. */
            twitterUrl?: (string) | null;
            linkedinUrl?: (string) | null;
        };
        /**
         * CreatedApiKey
         * @description A key just made: the only answer that carries the key itself.
         */
        CreatedApiKey: {
            /** Format: int64 */
            id: number;
            name: string;
            access: components["schemas"]["KeyAccess"];
            /** @description The key's first characters (`site_` and 7 more), to tell keys apart. */
            prefix: string;
            /** @description When it was made (RFC 3339, UTC). */
            createdAt: string;
            /** @description The account that made it, and for which it acts. */
            createdBy: string;
            /** @description When it was last used, to the minute (RFC 3339, UTC); absent if never. */
            lastUsedAt?: string;
            /** @description The key, shown this once: only its hash is kept. */
            secret: string;
        };
        /**
         * CreatedWebhookEndpoint
         * @description An endpoint just added: the only answer that carries its secret.
         */
        CreatedWebhookEndpoint: {
            /** Format: int64 */
            id: number;
            url: string;
            /** @description The events it is sent. */
            events: components["schemas"]["EventType"][];
            /** @description Off: nothing is sent to it (switched off by an admin, or after three days of failures). */
            enabled: boolean;
            /** @description When three days of failed attempts switched it off (RFC 3339, UTC). */
            disabledAt?: string;
            /**
             * Format: int64
             * @description Events waiting to be delivered to it.
             */
            pending: number;
            createdAt: string;
            /** @description The admin who added it. */
            createdBy: string;
            /**
             * @description The signing secret (Standard Webhooks: `whsec_` + base64 of 32 random bytes), shown this
             *     once: give it to the receiver, which verifies each message's `webhook-signature` with it.
             */
            secret: string;
        };
        /**
         * Credentials
         * @example {
         *       "code": null,
         *       "password": "correct horse battery",
         *       "username": "admin"
         *     }
         */
        Credentials: {
            username: string;
            /** @description A new account's password has at least 8 characters. */
            password: string;
            /**
             * @description For an account with a second factor: the 6 digits the authenticator app shows, or one of
             *     its recovery codes (`abcde-fghij`).
             */
            code?: string;
        };
        /**
         * @description The currency of a price.
         * @enum {string}
         */
        Currency: "USD" | "AFN";
        /**
         * Decline
         * @description The buyer declines, saying why.
         * @example {
         *       "reason": "We found a supplier closer to us."
         *     }
         */
        Decline: {
            reason: string;
        };
        /**
         * @description Where a delivery stands.
         * @enum {string}
         */
        DeliveryState: "pending" | "delivered" | "failed";
        /** Document */
        Document: {
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description The product it belongs to; absent: a certificate of the company.
             */
            productId?: number;
            /** @description The title in English. */
            title: string;
            /** @description The title in Persian; empty: the Persian pages show the English one. */
            titleFa: string;
            /** @description Who issued it (may be empty). */
            issuer: string;
            /** @description Its number (may be empty). */
            number: string;
            /** @description The last day it is valid (`YYYY-MM-DD`); absent: it does not expire. */
            validUntil?: string;
            /** @description Where it downloads from (`/media/<hash>.<ext>`). */
            fileUrl: string;
            fileType: components["schemas"]["FileType"];
        };
        /**
         * @description A paper of others uploaded to a shipment.
         * @enum {string}
         */
        DocumentKind: "phytosanitary" | "origin" | "transport" | "inspection" | "insurance" | "other";
        /**
         * DocumentUpdate
         * @description A certificate or document as it is to be: every field replaced (an absent text is emptied,
         *     an absent `validUntil` means no end) except the file, kept when absent.
         * @example {
         *       "file": null,
         *       "issuer": "Control Union",
         *       "number": "CU-HACCP-2026-0142",
         *       "productId": null,
         *       "title": "HACCP certificate",
         *       "titleFa": "گواهی‌نامهٔ HACCP",
         *       "validUntil": "2028-06-30"
         *     }
         */
        DocumentUpdate: {
            /**
             * Format: int64
             * @description The product it belongs to; absent or null: a certificate of the company.
             */
            productId?: number | null;
            /** @description The title in English. */
            title: string;
            /** @description The title in Persian (absent or empty: the English one is shown). */
            titleFa?: string | null;
            issuer?: string | null;
            number?: string | null;
            /** @description The last day it is valid; absent or blank: it does not expire. */
            validUntil?: (string) | null;
            /** @description A new file (as in `NewDocument`); absent or null: the file stays. */
            file?: string | null;
        };
        /**
         * Due
         * @description A share of the schedule as computed.
         */
        Due: {
            /**
             * Format: int64
             * @description 1, 2, ...: the order the payments cover the dues in.
             */
            position: number;
            /**
             * Format: double
             * @description The share in percent (two decimals at most).
             */
            percent: number;
            /**
             * Format: int64
             * @description The same share in basis points (hundredths of a percent): what is stored.
             */
            basisPoints: number;
            due: components["schemas"]["DueKind"];
            /**
             * Format: int64
             * @description Days after the step (0 for `date`).
             */
            days: number;
            /**
             * @description The day it falls due, `YYYY-MM-DD`: the date set, or the step's date plus `days`; absent
             *     while the step is not reached.
             */
            dueDate?: string;
            /**
             * Format: int64
             * @description value × share, rounded to the cent; the last due takes what rounding leaves, so the dues
             *     add up to the value exactly.
             */
            amountCents: number;
            /**
             * Format: int64
             * @description What the payments cover of it, applied to the dues in their order.
             */
            paidCents: number;
            /** Format: int64 */
            outstandingCents: number;
            /** @description Its day is before today in Kabul and something of it is outstanding. */
            overdue: boolean;
            /** @description When the buyer was reminded a few days before (absent: not yet). */
            remindedBeforeAt?: string;
            /**
             * @description When the buyer was reminded on the day, or late when the day passed while the server was
             *     stopped (absent: not yet).
             */
            remindedDueAt?: string;
        };
        /**
         * @description When a share falls due: on a `date`, or `days` after the shipment `departed` (the date of
         *     the bill of lading or air waybill) or `arrived`.
         * @enum {string}
         */
        DueKind: "date" | "departed" | "arrived";
        /**
         * EndpointSwitch
         * @description Switches an endpoint on or off.
         */
        EndpointSwitch: {
            enabled: boolean;
        };
        /** ErrorBody */
        ErrorBody: {
            /** @description What went wrong, in words meant for the user. */
            error: string;
            /** @description What went wrong, for a client to word it (the message may change, the code does not). */
            code: components["schemas"]["ErrorCode"];
            /** @description The request field at fault, as the request names it, when one is. */
            field?: string;
        };
        /**
         * @description What went wrong, as a stable machine code: a client words the failure by it (the message may
         *     be reworded). One code per thing a reader is told differently; `field` says where, when one
         *     request field is at fault.
         * @enum {string}
         */
        ErrorCode: "invalid_request" | "invalid_field" | "required" | "image_required" | "invalid_image" | "too_many_pixels" | "invisible_characters" | "password_spaces" | "common_password" | "not_https" | "private_address" | "unknown_event" | "below_minimum_order" | "unauthorized" | "invalid_credentials" | "second_factor_required" | "invalid_code" | "cross_site" | "read_only_key" | "backup_key" | "session_only" | "confirm_password" | "second_factor_setup" | "buyer_only" | "not_found" | "method_not_allowed" | "timeout" | "conflict" | "out_of_stock" | "already_exists" | "last_admin" | "set_by_flags" | "other_address" | "no_mail_server" | "backups_off" | "backup_busy" | "unknown_packaging" | "duplicate_product" | "date_out_of_range" | "lines_mismatch" | "quote_not_open" | "quote_expired" | "not_latest_revision" | "order_not_shippable" | "already_shipped" | "mixed_buyers" | "mixed_currencies" | "more_than_ordered" | "milestone_order" | "not_packed" | "shipment_locked" | "already_invoiced" | "no_bank_details" | "over_outstanding" | "no_schedule" | "too_many_endpoints" | "not_utf8" | "too_many_lines" | "missing_column" | "duplicate_column" | "sheet_problems" | "sheet_changed" | "body_too_large" | "too_many_requests" | "too_many_questions" | "internal" | "disk_full";
        /**
         * @description What a webhook message tells of (its `type`).
         * @enum {string}
         */
        EventType: "order.created" | "order.status_changed" | "inquiry.created" | "quote.sent" | "quote.accepted" | "quote.declined" | "quote.withdrawn" | "quote.question" | "shipment.milestone" | "invoice.issued" | "payment.recorded" | "stock.low" | "webhook.test";
        /**
         * FactsInput
         * @description The facts to set. On a new product, absent or null facts are not set; on a change, an absent
         *     fact stays as it is and `null` (or blank text) clears it; `packaging` is replaced as a whole.
         */
        FactsInput: {
            variety?: string | null;
            varietyFa?: string | null;
            grade?: string | null;
            gradeFa?: string | null;
            origin?: components["schemas"]["Province"] | null;
            /**
             * Format: int64
             * @description From 2000 to 2100.
             */
            cropYear?: number | null;
            /**
             * Format: double
             * @description Percent, 0 to 100.
             */
            moisture?: number | null;
            /** Format: int64 */
            shelfLifeMonths?: number | null;
            /** @description 4 to 10 digits, the first four together, dots allowed between the others (0802.12.10). */
            hsCode?: string | null;
            /** @description At most 10. */
            packaging?: components["schemas"]["Packaging"][] | null;
            /**
             * Format: int64
             * @description A whole number of the product's unit, at least 1.
             */
            minOrder?: number | null;
            /** Format: int64 */
            leadTimeDays?: number | null;
            samples?: boolean | null;
        };
        /**
         * FieldChange
         * @description A field that changes, from its value now to the file's (empty: none). Units, sources and
         *     provinces by their API names, samples as `true`/`false`.
         */
        FieldChange: {
            column: components["schemas"]["SheetColumn"];
            before: string;
            after: string;
        };
        /**
         * @description What the file is, read from its bytes.
         * @enum {string}
         */
        FileType: "application/pdf" | "image/jpeg" | "image/png" | "image/gif" | "image/webp";
        /**
         * FunnelRow
         * @description One product and country of the funnel: its page's views from that country, the order requests
         *     and the quote requests sent for it from there (country of the sender's address when the
         *     request was sent, by the country database), and the orders for it approved or completed (an
         *     order request's, or one an accepted quote made: the quote's country).
         */
        FunnelRow: {
            /** Format: int64 */
            productId: number;
            name: string;
            nameFa: string;
            country: string;
            /** Format: int64 */
            views: number;
            /**
             * Format: int64
             * @description Order requests sent with the order form (not the orders an accepted quote made).
             */
            orderRequests: number;
            /**
             * Format: int64
             * @description Quote requests with a line for the product.
             */
            quoteRequests: number;
            /**
             * Format: int64
             * @description Orders approved or completed: order requests, and orders made by accepted quotes.
             */
            accepted: number;
        };
        /** Health */
        Health: {
            status: string;
        };
        /** Hero */
        Hero: {
            slides: components["schemas"]["Slide"][];
            texts: components["schemas"]["HeroTexts"];
        };
        /** HeroText */
        HeroText: {
            title: string;
            lead: string;
            values: string;
            services: string;
        };
        /**
         * HeroTexts
         * @description Texts per language; a language without saved texts is absent (the UI uses its defaults).
         */
        HeroTexts: {
            en?: components["schemas"]["HeroText"] | null;
            fa?: components["schemas"]["HeroText"] | null;
        };
        /**
         * HeroUpdate
         * @description The whole slideshow as the dashboard saves it: slides in their new order, and the texts.
         * @example {
         *       "slides": [
         *         {
         *           "id": null,
         *           "url": "https://example.com/harvest.jpg"
         *         }
         *       ],
         *       "texts": {
         *         "en": {
         *           "lead": "",
         *           "services": "",
         *           "title": "Dried fruits from Afghanistan",
         *           "values": ""
         *         },
         *         "fa": {
         *           "lead": "",
         *           "services": "",
         *           "title": "خشکبار افغانستان",
         *           "values": ""
         *         }
         *       }
         *     }
         */
        HeroUpdate: {
            slides: components["schemas"]["SlideInput"][];
            /** @description Absent or null: no texts (the pages use their defaults). */
            texts?: components["schemas"]["HeroTexts"] | null;
        };
        /**
         * @description One of the eleven Incoterms 2020 rules.
         * @enum {string}
         */
        Incoterm: "EXW" | "FCA" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP" | "FAS" | "FOB" | "CFR" | "CIF";
        /**
         * IncotermOffer
         * @description An Incoterm the company offers, at its named place.
         */
        IncotermOffer: {
            term: components["schemas"]["Incoterm"];
            /** @description The named place, e.g. Kabul for FCA Kabul. */
            place: string;
            /** @description The place in Persian (else the Persian pages show the English). */
            placeFa?: string | null;
        };
        /**
         * InquiryCreated
         * @description What the inquiry's sender is told.
         */
        InquiryCreated: {
            /** Format: int64 */
            id: number;
            number: string;
            /** @description The buyer's private page: `/quote/<token>`. */
            quoteUrl: string;
        };
        /**
         * InquiryLine
         * @description One product of an inquiry.
         */
        InquiryLine: {
            /** Format: int64 */
            productId: number;
            /**
             * Format: int64
             * @description A whole number of the product's unit, at least its minimum order.
             */
            quantity: number;
            /** @description The English text of one of the product's packaging options. */
            packaging?: string | null;
        };
        /**
         * Invoice
         * @description An invoice or credit note as issued: its number, date, buyer and totals. Its PDF and packing
         *     list: `GET /api/invoices/{id}/invoice.pdf` and `/packing-list.pdf`.
         */
        Invoice: {
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["InvoiceKind"];
            /**
             * @description `INV-2026-0001` (an invoice) or `CN-2026-0001` (a credit note), each series per year in
             *     Kabul, without gaps.
             */
            number: string;
            /** Format: int64 */
            shipmentId: number;
            shipmentNumber: string;
            /** @description `YYYY-MM-DD`, in Kabul. */
            issueDate: string;
            /** @description When it was issued (RFC 3339, UTC). */
            issuedAt: string;
            buyerName: string;
            buyerCompany?: string;
            /** @description The buyer's language: the documents' default. */
            buyerLang: components["schemas"]["Lang"];
            currency: components["schemas"]["Currency"];
            /**
             * Format: int64
             * @description The invoice's total in hundredths of `currency` (a credit note: the total it cancels).
             */
            totalCents: number;
            /** Format: int64 */
            totalPackages: number;
            /** Format: int64 */
            totalNetGrams: number;
            /** Format: int64 */
            totalGrossGrams: number;
            /**
             * Format: int64
             * @description A credit note's: the invoice it cancels, and why.
             */
            corrects?: number;
            correctsNumber?: string;
            reason?: string;
            /**
             * Format: int64
             * @description An invoice's: the credit note that cancels it, if one does.
             */
            creditedBy?: number;
            creditedByNumber?: string;
        };
        /**
         * InvoiceEvent
         * @description `invoice.issued`: a commercial invoice (or a credit note) as issued.
         */
        InvoiceEvent: {
            invoice: components["schemas"]["Invoice"];
        };
        /**
         * @description A commercial invoice, or a credit note cancelling one.
         * @enum {string}
         */
        InvoiceKind: "invoice" | "credit_note";
        /**
         * @description What a key may do: `read` calls only `GET` operations, `readWrite` every operation an
         *     admin session may call except the sensitive ones (accounts, keys, bank details, the site's
         *     address, mail settings, backups); `backup` only downloads backups (`GET /api/backup`,
         *     `GET /api/backups/{name}`), for an off-site copy made by a script.
         * @enum {string}
         */
        KeyAccess: "read" | "readWrite" | "backup";
        /**
         * @description The language of the page an order was sent from; the buyer's confirmation is written in it.
         * @enum {string}
         */
        Lang: "en" | "fa";
        /**
         * @description The language of a file's header row and of its words (statuses, units); numbers, dates and
         *     what people typed stay as they are.
         * @enum {string}
         */
        Language: "en" | "fa";
        /**
         * LineFields
         * @description A line as edited: the order it ships, how much of it, and its packages once packed.
         */
        LineFields: {
            /** Format: int64 */
            orderId: number;
            /**
             * Format: int64
             * @description In the order's unit: at least 1, at most what was ordered.
             */
            quantity: number;
            /**
             * @description Absent or null until packed. For an order in kg or tons the packages' net weight is the
             *     quantity; in bags or boxes each package is one of them.
             */
            packages?: components["schemas"]["PackagesFields"] | null;
            /** @description The shipping marks (at most 300 characters, several lines). */
            marks?: string | null;
            /** @description One of the shipment's container numbers, or blank. */
            container?: string | null;
        };
        /**
         * MailSettings
         * @description The mail settings in force, and the outbox. The password is never answered.
         */
        MailSettings: {
            source: components["schemas"]["MailSource"];
            host?: string;
            /** Format: uint16 */
            port?: number;
            security?: components["schemas"]["Security"];
            username?: string;
            /** @description Whether a password is set (it is never answered). */
            passwordSet: boolean;
            /** @description The sender address of the site's e-mails. */
            from?: string;
            /**
             * @description Whether buyers who gave an e-mail address get a short confirmation, in the language of the
             *     page they ordered from.
             */
            buyerConfirmation: boolean;
            /**
             * Format: int64
             * @description Messages waiting to be sent (and tried again after a failure).
             */
            queued: number;
            /**
             * Format: int64
             * @description Of those, the ones whose last attempt failed.
             */
            failing: number;
            /**
             * Format: int64
             * @description Messages that cannot be sent at all (an address the mail server does not take).
             */
            givenUp: number;
            /** @description When the last message was sent (RFC 3339). */
            lastSentAt?: string;
            /** @description The last failure to deliver, until the next delivery. */
            lastError?: string;
            lastErrorAt?: string;
            /** @description The site's address, for the links in mail and the only Origin accepted for writes. */
            siteUrl?: string;
            siteUrlSource: components["schemas"]["SiteUrlSource"];
            /**
             * @description While no address is set: the address this request was sent to, for an admin to confirm
             *     (it is never saved without that).
             */
            suggestedSiteUrl?: string;
        };
        /**
         * MailSettingsUpdate
         * @description The mail settings as the dashboard saves them.
         * @example {
         *       "buyerConfirmation": true,
         *       "from": "orders@golbahar.af",
         *       "host": "smtp.example.com",
         *       "password": "app password",
         *       "port": 465,
         *       "security": "tls",
         *       "username": "orders@golbahar.af"
         *     }
         */
        MailSettingsUpdate: {
            /**
             * @description The mail server's host name; empty: no mail server. Refused with 409 while flags set the
             *     server.
             */
            host?: string | null;
            /**
             * Format: int64
             * @description Default: 465 with `tls`, 587 with `starttls`, 25 with `none`.
             */
            port?: number | null;
            /** @description Default (absent or null): `starttls`. */
            security?: components["schemas"]["Security"] | null;
            username?: string | null;
            /**
             * @description Absent or null: the stored password is kept, as long as the host, port, security and
             *     username stay as they were (changing any of them, where the password would go, forgets it
             *     unless a new one is given); empty: no password. With no username, the sender address signs
             *     in.
             */
            password?: string | null;
            /**
             * @description The sender address. Empty or absent: the username when it is an e-mail address, else the
             *     company's address (the contact e-mail of the site content).
             */
            from?: (string) | null;
            /** @description Mail buyers who gave an address a short confirmation (absent or null: off). */
            buyerConfirmation?: boolean | null;
        };
        /**
         * @description Where the mail server's settings come from: `flags` (the server's command line or
         *     environment; they cannot be changed here), `dashboard`, or `none` (no mail server: new
         *     orders are not mailed; other messages wait in the outbox until one is set).
         * @enum {string}
         */
        MailSource: "flags" | "dashboard" | "none";
        /**
         * MailTest
         * @description Where to send a test e-mail.
         * @example {
         *       "to": "export@golbahar.af"
         *     }
         */
        MailTest: {
            /** @description Empty or absent: the company's address (the contact e-mail of the site content). */
            to?: (string) | null;
        };
        /**
         * MailTestResult
         * @description How the test e-mail went.
         */
        MailTestResult: {
            /** @description The mail server accepted the message. */
            sent: boolean;
            to: string;
            /** @description What the mail server (or the connection to it) answered, when it was not accepted. */
            error?: string;
        };
        /**
         * Milestone
         * @description A step reached, with its date.
         */
        Milestone: {
            kind: components["schemas"]["MilestoneKind"];
            /** @description `YYYY-MM-DD`. */
            date: string;
        };
        /**
         * @description A step of a shipment, in this order: `booked` (freight booked), `packed`, `departed` (the
         *     transport document's date; records the export of each product), `arrived`, `delivered`
         *     (completes its orders).
         * @enum {string}
         */
        MilestoneKind: "booked" | "packed" | "departed" | "arrived" | "delivered";
        /**
         * @description How the goods travel.
         * @enum {string}
         */
        Mode: "air" | "road" | "sea" | "rail";
        /**
         * @description A stock movement: goods coming in or shipped out.
         * @enum {string}
         */
        Movement: "import" | "export";
        /**
         * NewAdmin
         * @description A new admin account, as the Admins tab sends it.
         * @example {
         *       "email": null,
         *       "password": "a long passphrase",
         *       "username": "farida"
         *     }
         */
        NewAdmin: {
            username: string;
            /**
             * @description At least 8 characters besides spaces, and not one of the 10 000 most common passwords
             *     (whatever the letters' case; a list no schema can state).
             */
            password: string;
            /** @description Where notices of sensitive changes reach the new admin (optional). */
            email?: (string) | null;
        };
        /**
         * NewApiKey
         * @description A new key, as the Users tab sends it.
         * @example {
         *       "access": "readWrite",
         *       "name": "Stock sync"
         *     }
         */
        NewApiKey: {
            /**
             * @description A name people recognise (what uses it), unique among the keys: at most 64 characters, no
             *     control characters, and none that shows nothing or turns the text around; spaces around it
             *     are dropped (and not counted).
             */
            name: string;
            access: components["schemas"]["KeyAccess"];
        };
        /**
         * NewAward
         * @example {
         *       "description": "Kabul chamber of commerce",
         *       "descriptionFa": "اتاق تجارت کابل",
         *       "imageUrl": "https://example.com/certificate.jpg",
         *       "title": "Best exporter 2025",
         *       "titleFa": "بهترین صادرکنندهٔ ۲۰۲۵"
         *     }
         */
        NewAward: {
            /** @description An image data URL, an http(s) link, or an existing `/media/...` path. */
            imageUrl: string;
            title?: string | null;
            description?: string | null;
            titleFa?: string | null;
            descriptionFa?: string | null;
        };
        /**
         * NewCreditNote
         * @description Why an invoice is cancelled: printed on the credit note.
         */
        NewCreditNote: {
            /** @description 1 to 500 characters (line breaks allowed). */
            reason: string;
        };
        /**
         * NewDocument
         * @description A new certificate or document.
         * @example {
         *       "file": "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK",
         *       "issuer": "Control Union",
         *       "number": "CU-HACCP-2026-0142",
         *       "productId": null,
         *       "title": "HACCP certificate",
         *       "titleFa": "گواهی‌نامهٔ HACCP",
         *       "validUntil": "2027-06-30"
         *     }
         */
        NewDocument: {
            /**
             * Format: int64
             * @description The product it belongs to; absent or null: a certificate of the company.
             */
            productId?: number | null;
            /** @description The title in English. */
            title: string;
            /** @description The title in Persian (absent or empty: the English one is shown). */
            titleFa?: string | null;
            issuer?: string | null;
            number?: string | null;
            /** @description The last day it is valid; absent or blank: it does not expire. */
            validUntil?: (string) | null;
            /** @description The file: a PDF (at most 20 MB) or a JPEG, PNG, WebP or GIF image (at most 8 MB) as a base64 data URL; the bytes decide which. */
            file: string;
        };
        /**
         * NewDue
         * @description A share of the schedule as set.
         */
        NewDue: {
            /**
             * Format: double
             * @description The share of the value in percent, 0.01 to 100 with at most two decimals. The shares of a
             *     schedule add up to exactly 100.
             */
            percent: number;
            due: components["schemas"]["DueKind"];
            /** @description `YYYY-MM-DD`: required for `date`, and only for it. */
            dueDate?: (string) | null;
            /**
             * Format: int64
             * @description Days after the step, 0 to 365 (default 0); only for `departed` and `arrived`.
             */
            days?: number | null;
        };
        /**
         * NewExport
         * @example {
         *       "date": null,
         *       "destination": "Dubai",
         *       "quantity": 20
         *     }
         */
        NewExport: {
            /** Format: int64 */
            quantity: number;
            destination: string;
            /** @description Today when absent. */
            date?: (string) | null;
        };
        /**
         * NewImport
         * @example {
         *       "date": "2026-03-01",
         *       "quantity": 500
         *     }
         */
        NewImport: {
            /** Format: int64 */
            quantity: number;
            /** @description Today when absent. */
            date?: (string) | null;
        };
        /**
         * NewInquiry
         * @description An inquiry as a visitor sends it from the inquiry list.
         * @example {
         *       "company": "Ahmadi Trading GmbH",
         *       "country": "Germany",
         *       "destination": "Hamburg",
         *       "email": "maryam@example.com",
         *       "incoterm": "CPT",
         *       "lang": "en",
         *       "lines": [
         *         {
         *           "packaging": null,
         *           "productId": 1,
         *           "quantity": 500
         *         }
         *       ],
         *       "name": "Maryam Ahmadi",
         *       "notes": null,
         *       "phone": "+49 40 123456",
         *       "samplesFirst": false,
         *       "wantedBy": null
         *     }
         */
        NewInquiry: {
            /** @description 1 to 30 products, each once. */
            lines: components["schemas"]["InquiryLine"][];
            name: string;
            company?: string | null;
            /** @description Where the answer goes. */
            email: string;
            /** @description A phone or WhatsApp number: digits, spaces and `+-()`. */
            phone?: string | null;
            country?: string | null;
            /** @description The destination port or city. */
            destination?: string | null;
            incoterm?: components["schemas"]["Incoterm"] | null;
            /** @description Not before today in Kabul (409 `date_out_of_range`). */
            wantedBy?: (string) | null;
            samplesFirst?: boolean | null;
            notes?: string | null;
            /** @description The language of the page it is sent from: the buyer's mails and page are written in it. */
            lang: components["schemas"]["Lang"];
        };
        /**
         * NewMessage
         * @description A message on a quote.
         * @example {
         *       "text": "Can you ship in 25 kg bags instead?"
         *     }
         */
        NewMessage: {
            text: string;
        };
        /**
         * NewMilestone
         * @description A step reached on a day.
         * @example {
         *       "date": "2026-12-06",
         *       "kind": "departed"
         *     }
         */
        NewMilestone: {
            /** @description The next step after the latest one reached. */
            kind: components["schemas"]["MilestoneKind"];
            /** @description `YYYY-MM-DD`: not after today in Kabul, not before the step before. */
            date: string;
        };
        /**
         * NewOrder
         * @description An order request as a visitor sends it.
         * @example {
         *       "customerEmail": "maryam@example.com",
         *       "customerName": "Maryam Ahmadi",
         *       "destination": "Hamburg",
         *       "lang": "en",
         *       "notes": "Packed in 10 kg boxes, please.",
         *       "productId": 1,
         *       "productName": null,
         *       "quantity": 50
         *     }
         */
        NewOrder: {
            /** Format: int64 */
            productId: number;
            /** @description Ignored: the order records the product's name as the server knows it. */
            productName?: string | null;
            /**
             * Format: int64
             * @description More than the product's available stock is refused with 409.
             */
            quantity: number;
            customerName: string;
            /** @description Empty or absent when the visitor gives none. */
            customerEmail?: (string) | null;
            destination?: string | null;
            notes?: string | null;
            /**
             * @description The language of the page the order is sent from (`en` when absent): the buyer's
             *     confirmation e-mail is written in it.
             */
            lang?: components["schemas"]["Lang"] | null;
        };
        /**
         * NewOrders
         * @description How many orders an admin has not seen in the Orders tab, and the newest order id they have.
         */
        NewOrders: {
            /**
             * Format: int64
             * @description Orders that arrived since the admin last looked.
             */
            count: number;
            /**
             * Format: int64
             * @description The newest order id the admin has seen (orders with a larger id are new to them).
             */
            seenUpTo: number;
            /**
             * Format: int64
             * @description While the server's disk is full (writes answered 503): since when (Unix milliseconds).
             *     The dashboard shows a banner; absent when there is room.
             */
            diskFullSince?: number;
        };
        /**
         * NewPayment
         * @description Money received.
         * @example {
         *       "amountCents": 1312500,
         *       "currency": "USD",
         *       "date": "2026-12-10",
         *       "method": "transfer",
         *       "reference": "FT26344ABC12"
         *     }
         */
        NewPayment: {
            /** @description The day the money came, `YYYY-MM-DD`: not after today in Kabul. */
            date: string;
            /**
             * Format: int64
             * @description In hundredths of `currency` (a whole number above 0): at most what is outstanding.
             */
            amountCents: number;
            /** @description The shipment's currency. */
            currency: components["schemas"]["Currency"];
            method: components["schemas"]["PaymentMethod"];
            /** @description The bank's or the hawaladar's reference (one line, at most 200 characters). */
            reference?: string | null;
        };
        /**
         * NewProduct
         * @description A new product. Required: name, unit, price; then, for imported goods, an initial import
         *     quantity and date, otherwise an initial stock. Currency defaults to USD, source to bought.
         * @example {
         *       "currency": "USD",
         *       "description": null,
         *       "descriptionFa": null,
         *       "facts": null,
         *       "imageUrl": null,
         *       "images": null,
         *       "importDate": null,
         *       "initialImportQty": null,
         *       "initialStock": 1200,
         *       "lowStockThreshold": null,
         *       "name": "Green raisins",
         *       "nameFa": "کشمش سبز",
         *       "price": 4.5,
         *       "source": "bought",
         *       "unit": "kg"
         *     }
         */
        NewProduct: {
            name: string;
            /** @description The name in Persian (empty or absent: not written yet). */
            nameFa?: string | null;
            /** @description A short description in English. */
            description?: string | null;
            /** @description The description in Persian. */
            descriptionFa?: string | null;
            unit: components["schemas"]["Unit"];
            /** Format: double */
            price: number;
            currency?: components["schemas"]["Currency"] | null;
            source?: components["schemas"]["Source"] | null;
            /** @description An image data URL, an http(s) link, or an existing `/media/...` path. */
            imageUrl?: (string) | null;
            /** @description The photos in order (at most 8); the first is the card's. When sent, `imageUrl` is not used. */
            images?: components["schemas"]["PhotoInput"][] | null;
            /**
             * Format: int64
             * @description Required unless `source` is `imported`.
             */
            initialStock?: number | null;
            /**
             * Format: int64
             * @description Required when `source` is `imported`.
             */
            initialImportQty?: number | null;
            /** @description Required when `source` is `imported`. */
            importDate?: (string) | null;
            /** @description The facts to set (each optional). */
            facts?: components["schemas"]["FactsInput"] | null;
            /**
             * Format: int64
             * @description The low-stock alert: a whole number of `unit` (absent: no alert). When the stock left
             *     (available, less the approved orders not yet departed) falls to it, the company is mailed
             *     once; the alert re-arms when the stock rises above it.
             */
            lowStockThreshold?: number | null;
        } & ({
            /** @enum {string|null} */
            source?: "bought" | null;
            initialStock: number;
        } | {
            /** @enum {string} */
            source: "imported";
            initialImportQty: number;
            importDate: string;
        });
        /**
         * NewRevision
         * @description The company's answer: a new revision.
         * @example {
         *       "currency": "USD",
         *       "incoterm": "CPT",
         *       "leadTimeDays": 21,
         *       "lines": [
         *         {
         *           "lineId": 1,
         *           "unitPrice": 12.5
         *         }
         *       ],
         *       "message": null,
         *       "messageFa": null,
         *       "paymentTerms": "30% advance, 70% against documents",
         *       "paymentTermsFa": null,
         *       "place": "Hamburg",
         *       "placeFa": "هامبورگ",
         *       "validUntil": "2026-12-31"
         *     }
         */
        NewRevision: {
            currency: components["schemas"]["Currency"];
            incoterm: components["schemas"]["Incoterm"];
            /** @description The named place of the Incoterm. */
            place: string;
            placeFa?: string | null;
            /** @description From today to a year ahead (Kabul); else 409 `date_out_of_range`. */
            validUntil: string;
            paymentTerms: string;
            paymentTermsFa?: string | null;
            /** Format: int64 */
            leadTimeDays: number;
            message?: string | null;
            messageFa?: string | null;
            /**
             * @description Every line of the request, priced once (else 409 `lines_mismatch`). The revision's total,
             *     each line's unit price times its quantity summed, is at most 999 999 999 999.99 (else 400
             *     `invalid_field`, `field` `lines`).
             */
            lines: components["schemas"]["PricedLine"][];
        };
        /**
         * NewSchedule
         * @description A schedule as set: all its dues at once, in the order they are paid.
         * @example {
         *       "dues": [
         *         {
         *           "days": null,
         *           "due": "date",
         *           "dueDate": "2026-12-10",
         *           "percent": 30
         *         },
         *         {
         *           "days": null,
         *           "due": "departed",
         *           "dueDate": null,
         *           "percent": 70
         *         }
         *       ]
         *     }
         */
        NewSchedule: {
            /** @description 1 to 10 dues. */
            dues: components["schemas"]["NewDue"][];
        };
        /**
         * NewShipment
         * @description The orders to ship together, and how they travel (the rest is edited afterwards).
         * @example {
         *       "mode": "sea",
         *       "orderIds": [
         *         41,
         *         42
         *       ]
         *     }
         */
        NewShipment: {
            /** @description One buyer's orders (1 to 50), each in no other shipment. */
            orderIds: number[];
            mode: components["schemas"]["Mode"];
        };
        /**
         * NewShipmentDocument
         * @description A paper to upload.
         * @example {
         *       "file": "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK",
         *       "kind": "transport",
         *       "number": "MAEU123456789"
         *     }
         */
        NewShipmentDocument: {
            kind: components["schemas"]["DocumentKind"];
            /** @description Its number as printed (at most 60 characters). */
            number?: string | null;
            /**
             * @description A `data:` URL of a PDF (at most 20 MB) or a JPEG, PNG, WebP or GIF image (at most 8 MB),
             *     which its bytes must be.
             */
            file: string;
        };
        /**
         * NewSlide
         * @example {
         *       "url": "https://example.com/harvest.jpg"
         *     }
         */
        NewSlide: {
            /** @description An image data URL, an http(s) link, or an existing `/media/...` path. */
            url: string;
        };
        /**
         * NewWebhookEndpoint
         * @description A new endpoint, as the Users tab sends it.
         * @example {
         *       "events": [
         *         "order.created",
         *         "quote.accepted"
         *       ],
         *       "url": "https://erp.example.com/hooks/golbahar"
         *     }
         */
        NewWebhookEndpoint: {
            /**
             * @description An https URL (400 `not_https` otherwise) of a public address (400 `private_address` for
             *     loopback, private, link-local, CGNAT or metadata addresses, or a name that resolves to one,
             *     unless the server runs with `--webhooks-allow-private`); at most 2 000 characters.
             */
            url: string;
            /** @description The events it wants (400 `unknown_event` for a type not listed in `EventType`), at least one. */
            events: string[];
        };
        /**
         * @description Where the e-mail telling the company of an order stands: `queued` (waiting to be sent),
         *     `sent`, `failing` (the last attempt failed: see `noticeError`; it is tried again), or `none`
         *     (no e-mail: no mail server was set when the order arrived).
         * @enum {string}
         */
        NoticeStatus: "queued" | "sent" | "failing" | "none";
        /**
         * OfficeHours
         * @description The office hours as answered (the specification's, Saturday to Thursday 09:00–18:00 Kabul
         *     time, until an admin saves others).
         */
        OfficeHours: {
            /** @description The days the office is open, Saturday first. */
            days: components["schemas"]["Weekday"][];
            /** @description Opening time, `HH:MM` Kabul time. */
            opens: string;
            /** @description Closing time, `HH:MM` Kabul time, after the opening time. */
            closes: string;
            /**
             * Format: int64
             * @description Within how many hours of opening a message is answered.
             */
            replyHours: number;
        };
        /**
         * OfficeHoursFields
         * @description What an admin saves on the Content tab.
         * @example {
         *       "closes": "18:00",
         *       "days": [
         *         "sat",
         *         "sun",
         *         "mon",
         *         "tue",
         *         "wed",
         *         "thu"
         *       ],
         *       "opens": "09:00",
         *       "replyHours": 4
         *     }
         */
        OfficeHoursFields: {
            /** @description The days the office is open (each at most once; none: no day is promised). */
            days: components["schemas"]["Weekday"][];
            /** @description `HH:MM`, 24-hour, Kabul time. */
            opens: string;
            /** @description `HH:MM`, 24-hour, Kabul time; after `opens`. */
            closes: string;
            /**
             * Format: int64
             * @description 1 to 168.
             */
            replyHours: number;
        };
        /** Order */
        Order: {
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description Absent once the product has been deleted; `productName` still says what was ordered.
             */
            productId?: number;
            productName: string;
            /** Format: int64 */
            quantity: number;
            /**
             * @description The product's unit when it was ordered, which `quantity` counts; absent only for an order
             *     of a product deleted before the site kept units with orders.
             */
            unit?: components["schemas"]["Unit"];
            customerName: string;
            customerEmail: string;
            destination: string;
            notes: string;
            status: components["schemas"]["OrderStatus"];
            createdAt: string;
            lang: components["schemas"]["Lang"];
            notice: components["schemas"]["NoticeStatus"];
            /** @description Why the notice's last attempt failed, while it is failing. */
            noticeError?: string;
            /**
             * Format: int64
             * @description The quote request it was accepted from (issue 30); absent for an order sent as such, or
             *     once that request is deleted.
             */
            quoteId?: number;
        };
        /**
         * OrderEvent
         * @description `order.created` (an order request, or each order of an accepted quote) and
         *     `order.status_changed`.
         */
        OrderEvent: {
            order: components["schemas"]["Order"];
            /** @description The status before (`order.status_changed` only). */
            previousStatus?: components["schemas"]["OrderStatus"];
        };
        /**
         * @description Where an order stands. Admins may set any status from any other.
         * @enum {string}
         */
        OrderStatus: "pending" | "approved" | "completed" | "cancelled";
        /**
         * OutstandingTotal
         * @description What is outstanding in one currency, over every schedule.
         */
        OutstandingTotal: {
            currency: components["schemas"]["Currency"];
            /**
             * Format: int64
             * @description In hundredths of `currency`.
             */
            outstandingCents: number;
            /**
             * Format: int64
             * @description What of it is overdue.
             */
            overdueCents: number;
        };
        /**
         * Owed
         * @description What one buyer owes in one currency.
         */
        Owed: {
            /** @description The buyer's name as on their latest shipment. */
            buyerName: string;
            buyerCompany?: string;
            /** @description Empty when their orders gave none (then the buyer is told apart by name). */
            buyerEmail: string;
            currency: components["schemas"]["Currency"];
            /**
             * Format: int64
             * @description In hundredths of `currency`: the sum over `shipments`.
             */
            outstandingCents: number;
            /** Format: int64 */
            overdueCents: number;
            /** @description The earliest next due date of its shipments. */
            nextDueDate?: string;
            /** @description Oldest first. */
            shipments: components["schemas"]["OwedShipment"][];
        };
        /**
         * OwedShipment
         * @description A shipment of a buyer with something outstanding.
         */
        OwedShipment: {
            /** Format: int64 */
            id: number;
            /** @description `SHP-2026-0001`. */
            number: string;
            /** Format: int64 */
            valueCents: number;
            /** Format: int64 */
            paidCents: number;
            /** Format: int64 */
            outstandingCents: number;
            /** Format: int64 */
            overdueCents: number;
            /** @description The earliest day a due with something outstanding falls due (absent: none is dated yet). */
            nextDueDate?: string;
            /**
             * Format: int64
             * @description What is outstanding of the dues of that day.
             */
            nextDueCents?: number;
        };
        /**
         * OwnEmail
         * @description The address security notices reach this admin at (blank: none).
         */
        OwnEmail: {
            email?: (string) | null;
        };
        /**
         * Packages
         * @description The packages of a line: how many, of which kind, and what each weighs (grams).
         */
        Packages: {
            /** Format: int64 */
            count: number;
            /** @description The kind in English, e.g. "10 kg carton" (one of the product's packaging options, or any). */
            kind: string;
            /** @description The kind in Persian (empty: the English one). */
            kindFa: string;
            /**
             * Format: int64
             * @description Net weight of one package, in grams.
             */
            netGrams: number;
            /**
             * Format: int64
             * @description Gross weight of one package, in grams (at least the net).
             */
            grossGrams: number;
        };
        /**
         * PackagesFields
         * @description A line's packages as edited.
         */
        PackagesFields: {
            /**
             * Format: int64
             * @description Whole packages, 1 to 1000000.
             */
            count: number;
            /** @description E.g. "10 kg carton" (at most 80 characters). */
            kind: string;
            kindFa?: string | null;
            /**
             * Format: int64
             * @description Net weight of one package in grams (1 to 100000000).
             */
            netGrams: number;
            /**
             * Format: int64
             * @description Gross weight of one package in grams: at least the net.
             */
            grossGrams: number;
        };
        /**
         * Packaging
         * @description A way the goods are packed, e.g. "10 kg carton with PE liner".
         */
        Packaging: {
            en: string;
            /** @description The Persian pages' text (else they show the English). */
            fa?: string | null;
        };
        /**
         * Payment
         * @description A payment received.
         */
        Payment: {
            /** Format: int64 */
            id: number;
            /** @description The day the money came, `YYYY-MM-DD`. */
            date: string;
            /**
             * Format: int64
             * @description In hundredths of `currency`.
             */
            amountCents: number;
            currency: components["schemas"]["Currency"];
            method: components["schemas"]["PaymentMethod"];
            /** @description The bank's or the hawaladar's reference (empty: none given). */
            reference: string;
            /** @description When it was recorded. */
            recordedAt: string;
        };
        /**
         * PaymentEvent
         * @description `payment.recorded`: money received against a shipment.
         */
        PaymentEvent: {
            /** Format: int64 */
            shipmentId: number;
            /** @description `SHP-2026-0001`. */
            shipmentNumber: string;
            payment: components["schemas"]["Payment"];
        };
        /**
         * @description How the money came.
         * @enum {string}
         */
        PaymentMethod: "transfer" | "letter_of_credit" | "hawala" | "cash" | "other";
        /**
         * Photo
         * @description One photo of a product's gallery.
         */
        Photo: {
            /** @description `/media/<hash>.<ext>` (the stored photo, at most 1 600 px) or an external link. */
            url: string;
            /**
             * Format: uint32
             * @description The stored photo's size in pixels; absent for a link.
             */
            width?: number;
            /** Format: uint32 */
            height?: number;
            /**
             * @description The same photo in smaller widths, narrowest first, for `srcset` (empty for a link, or a
             *     photo no wider than 400 px).
             */
            widths: components["schemas"]["PhotoWidth"][];
        };
        /**
         * PhotoInput
         * @description A photo of the gallery as sent: a new image, or one the product already has.
         */
        PhotoInput: {
            /** @description An image data URL, an http(s) link, or an existing `/media/...` path. */
            url: string;
        };
        /** PhotoWidth */
        PhotoWidth: {
            /** @description `/media/<hash>-<width>.<ext>`: immutable, cached like the original. */
            url: string;
            /** Format: uint32 */
            width: number;
        };
        /**
         * PricedLine
         * @description A line's price in a revision.
         */
        PricedLine: {
            /** Format: int64 */
            lineId: number;
            /**
             * Format: double
             * @description Per unit of the product; at most 2 decimals are kept (rounded to the cent).
             */
            unitPrice: number;
        };
        /** Product */
        Product: {
            /** Format: int64 */
            id: number;
            /** @description The product's name in English (the specification's `name`). */
            name: string;
            /** @description The name in Persian; empty when not written yet (Persian pages then show `name`). */
            nameFa: string;
            /** @description A short description in English; may be empty. */
            description: string;
            /** @description The description in Persian; empty when not written yet. */
            descriptionFa: string;
            unit: components["schemas"]["Unit"];
            /** Format: double */
            price: number;
            currency: components["schemas"]["Currency"];
            source: components["schemas"]["Source"];
            /**
             * @description `/media/<hash>.<ext>` or an external link; absent when the product has no image (the UI
             *     shows its placeholder).
             */
            imageUrl?: string;
            /** @description Every photo in order, the first being `imageUrl`'s, each with its smaller widths. */
            images: components["schemas"]["Photo"][];
            createdAt: string;
            /** Format: int64 */
            baseStock: number;
            /**
             * Format: int64
             * @description baseStock + Σ imports − Σ exports.
             */
            available: number;
            imports: components["schemas"]["StockImport"][];
            exports: components["schemas"]["StockExport"][];
            /** @description What an importer decides on: only the facts that are set. */
            facts: components["schemas"]["ProductFacts"];
        };
        /**
         * ProductFacts
         * @description A product's facts as answered: only those that are set.
         */
        ProductFacts: {
            variety?: string;
            varietyFa?: string;
            /** @description e.g. a size in nuts per 100 g. */
            grade?: string;
            gradeFa?: string;
            /** @description The province of Afghanistan the goods come from. */
            origin?: components["schemas"]["Province"];
            /** Format: int64 */
            cropYear?: number;
            /**
             * Format: double
             * @description Percent.
             */
            moisture?: number;
            /** Format: int64 */
            shelfLifeMonths?: number;
            hsCode?: string;
            packaging: components["schemas"]["Packaging"][];
            /**
             * Format: int64
             * @description The smallest order taken, in the product's unit.
             */
            minOrder?: number;
            /** Format: int64 */
            leadTimeDays?: number;
            samples?: boolean;
        };
        /**
         * ProductUpdate
         * @description Fields to change; absent fields stay as they are. `imageUrl: null` removes the image.
         * @example {
         *       "baseStock": 1000,
         *       "currency": null,
         *       "description": null,
         *       "descriptionFa": null,
         *       "facts": null,
         *       "images": null,
         *       "name": null,
         *       "nameFa": null,
         *       "price": 4.75,
         *       "source": null,
         *       "unit": null
         *     }
         */
        ProductUpdate: {
            name?: string | null;
            /** @description The name in Persian (empty: not written yet). */
            nameFa?: string | null;
            /** @description A short description in English. */
            description?: string | null;
            /** @description The description in Persian. */
            descriptionFa?: string | null;
            unit?: components["schemas"]["Unit"] | null;
            /** Format: double */
            price?: number | null;
            currency?: components["schemas"]["Currency"] | null;
            source?: components["schemas"]["Source"] | null;
            /** @description An image data URL, an http(s) link, an existing `/media/...` path, or null to remove it. */
            imageUrl?: (string) | null;
            /**
             * @description The whole gallery in its new order (at most 8 photos; empty: none); the first is the
             *     card's. When sent, `imageUrl` is not used. Photos left out are removed.
             */
            images?: components["schemas"]["PhotoInput"][] | null;
            /** Format: int64 */
            baseStock?: number | null;
            /** @description Facts to change: an absent fact stays, `null` clears it. */
            facts?: components["schemas"]["FactsInput"] | null;
            /**
             * Format: int64
             * @description The low-stock alert's threshold, a whole number of the product's unit; `null` removes the
             *     alert, absent keeps it.
             */
            lowStockThreshold?: number | null;
        };
        /**
         * ProductViews
         * @description Views of a product's own page over the period.
         */
        ProductViews: {
            /** Format: int64 */
            productId: number;
            /** @description Its name now (`#12` once deleted), in English and Persian (`''`: none). */
            name: string;
            nameFa: string;
            /** Format: int64 */
            views: number;
        };
        /**
         * ProfileUpload
         * @example {
         *       "data": "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK",
         *       "name": "company-profile.pdf"
         *     }
         */
        ProfileUpload: {
            /**
             * @description The file name shown to visitors, e.g. `company-profile.pdf`: at most 200 characters, no `/`,
             *     `\` or `"`, no control characters, and no character that shows nothing or turns the text
             *     around but the zero-width non-joiner (U+200C) of Persian spelling; spaces around it are
             *     dropped (and not counted).
             */
            name: string;
            /** @description The PDF as a data URL (`data:application/pdf;base64,...`). */
            data: string;
        };
        /**
         * @description A province of Afghanistan, where the goods were grown.
         * @enum {string}
         */
        Province: "badakhshan" | "badghis" | "baghlan" | "balkh" | "bamyan" | "daykundi" | "farah" | "faryab" | "ghazni" | "ghor" | "helmand" | "herat" | "jowzjan" | "kabul" | "kandahar" | "kapisa" | "khost" | "kunar" | "kunduz" | "laghman" | "logar" | "nangarhar" | "nimruz" | "nuristan" | "paktia" | "paktika" | "panjshir" | "parwan" | "samangan" | "sar-e-pol" | "takhar" | "uruzgan" | "wardak" | "zabul";
        /**
         * Quote
         * @description A quote request as the company sees it.
         */
        Quote: {
            /** Format: int64 */
            id: number;
            /** @description `Q-2026-0007`. */
            number: string;
            status: components["schemas"]["QuoteStatus"];
            /** @description The buyer's language: their mails and proforma are written in it. */
            lang: components["schemas"]["Lang"];
            name: string;
            company?: string;
            email: string;
            phone?: string;
            country?: string;
            destination?: string;
            incoterm?: components["schemas"]["Incoterm"];
            wantedBy?: string;
            samplesFirst: boolean;
            notes?: string;
            createdAt: string;
            /** @description When it was accepted, declined or withdrawn. */
            decidedAt?: string;
            declineReason?: string;
            /** Format: int64 */
            acceptedRevision?: number;
            lines: components["schemas"]["QuoteLine"][];
            revisions: components["schemas"]["Revision"][];
            messages: components["schemas"]["QuoteMessage"][];
            /** @description When the first revision was sent. */
            firstAnsweredAt?: string;
            /** @description The orders made when it was accepted. */
            orderIds: number[];
            /**
             * @description The buyer's private page, `/quote/<token>`, for a signed-in admin to send on: only in the
             *     answer about one quote to a session, never in the list nor to an API key (the token lets
             *     whoever holds it act as the buyer).
             */
            quoteUrl?: string;
        };
        /**
         * QuoteEvent
         * @description `inquiry.created`, `quote.sent`, `quote.accepted`, `quote.declined`, `quote.withdrawn`,
         *     `quote.question`: the quote request as the dashboard reads it (never the buyer's link).
         */
        QuoteEvent: {
            quote: components["schemas"]["Quote"];
            /**
             * Format: int64
             * @description The revision sent or accepted (`quote.sent`, `quote.accepted`).
             */
            revision?: number;
            /** @description What the buyer asked (`quote.question`). */
            question?: string;
        };
        /**
         * QuoteLine
         * @description A requested product, as it was asked for.
         */
        QuoteLine: {
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description Absent once the product has been deleted.
             */
            productId?: number;
            productName: string;
            /** @description Empty when the product had no Persian name. */
            productNameFa: string;
            unit: components["schemas"]["Unit"];
            /** Format: int64 */
            quantity: number;
            /** @description The packaging option asked for (its English text). */
            packaging?: string;
            /** @description The same option's Persian text, when it has one. */
            packagingFa?: string;
        };
        /** QuoteMessage */
        QuoteMessage: {
            /** Format: int64 */
            id: number;
            from: components["schemas"]["Sender"];
            text: string;
            at: string;
        };
        /**
         * @description Where a quote request stands: `new` (not answered yet), `quoted` (a revision was sent and
         *     holds), `accepted`, `declined` (by the buyer), `expired` (the latest revision's last day has
         *     ended in Kabul; computed), `withdrawn` (by the company).
         * @enum {string}
         */
        QuoteStatus: "new" | "quoted" | "accepted" | "declined" | "expired" | "withdrawn";
        /**
         * RecoveryCodes
         * @description Single-use codes that stand in for the app's (a lost phone): shown this once.
         */
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        /**
         * Revision
         * @description One answer of the company: never changed once sent.
         */
        Revision: {
            /**
             * Format: int64
             * @description 1, 2, … in the order sent.
             */
            number: number;
            sentAt: string;
            currency: components["schemas"]["Currency"];
            incoterm: components["schemas"]["Incoterm"];
            place: string;
            placeFa?: string;
            /** @description The last day the prices hold, to its end in Kabul (`YYYY-MM-DD`). */
            validUntil: string;
            paymentTerms: string;
            paymentTermsFa?: string;
            /** Format: int64 */
            leadTimeDays: number;
            message?: string;
            messageFa?: string;
            lines: components["schemas"]["RevisionLine"][];
            /** Format: double */
            total: number;
        };
        /**
         * RevisionLine
         * @description A revision's price of one line.
         */
        RevisionLine: {
            /** Format: int64 */
            lineId: number;
            /** Format: double */
            unitPrice: number;
            /**
             * Format: double
             * @description unitPrice × the line's quantity.
             */
            total: number;
        };
        /**
         * Schedule
         * @description A shipment's schedule as computed, with its payments (oldest first).
         */
        Schedule: {
            /** Format: int64 */
            shipmentId: number;
            /** @description `SHP-2026-0001`. */
            shipmentNumber: string;
            currency: components["schemas"]["Currency"];
            /**
             * Format: int64
             * @description What the dues share, in hundredths of `currency`: the live invoice's total when the
             *     shipment has one (no credit note cancels it), else the sum of the shipment's lines.
             */
            valueCents: number;
            /** @description The invoice `valueCents` is from (absent: from the shipment's lines). */
            invoiceNumber?: string;
            /** @description Whether a schedule is set (no dues: nothing is outstanding or can be paid yet). */
            scheduled: boolean;
            dues: components["schemas"]["Due"][];
            payments: components["schemas"]["Payment"][];
            /**
             * Format: int64
             * @description The sum of the payments.
             */
            paidCents: number;
            /**
             * Format: int64
             * @description `valueCents` − `paidCents` (never below 0); 0 without a schedule.
             */
            outstandingCents: number;
            /**
             * Format: int64
             * @description What is outstanding of the overdue dues.
             */
            overdueCents: number;
            /**
             * @description The earliest day a due with something outstanding falls due (absent: none is dated yet,
             *     or nothing is outstanding).
             */
            nextDueDate?: string;
            /**
             * Format: int64
             * @description What is outstanding of the dues of that day.
             */
            nextDueCents?: number;
            /** @description A schedule whose value is paid in full. */
            closed: boolean;
        };
        /**
         * SecondFactorCode
         * @description The first code the app shows, which turns the second factor on.
         */
        SecondFactorCode: {
            code: string;
        };
        /**
         * SecondFactorSetup
         * @description A second factor being set up: what the authenticator app takes (shown this once).
         */
        SecondFactorSetup: {
            /** @description The key in base32, for an app that cannot scan. */
            secret: string;
            /** @description The `otpauth://` address the QR code carries. */
            uri: string;
            /** @description The QR code of `uri`, as SVG. */
            qrSvg: string;
        };
        /**
         * @description How the connection to the mail server is protected: `tls` from the first byte (port 465),
         *     `starttls` upgraded after connecting and refused if the server cannot (port 587), or `none`
         *     (plain text, for a relay on the same machine or network only).
         * @enum {string}
         */
        Security: "tls" | "starttls" | "none";
        /**
         * SeenOrders
         * @description Marks the orders up to `up_to` as seen by an admin.
         * @example {
         *       "upTo": 42
         *     }
         */
        SeenOrders: {
            /**
             * Format: int64
             * @description The newest order id shown to the admin; a larger number than any order counts as the newest.
             */
            upTo: number;
        };
        /**
         * @description Who wrote a message on a quote.
         * @enum {string}
         */
        Sender: "buyer" | "company";
        /** SessionInfo */
        SessionInfo: {
            authenticated: boolean;
            username?: string;
            /** @description The address notices of sensitive changes reach this admin at. */
            email?: string;
            /** @description This admin signs in with a second factor. */
            secondFactor?: boolean;
            /**
             * Format: int64
             * @description Unused recovery codes left (with a second factor).
             */
            recoveryCodesLeft?: number;
            /** @description Every admin must use a second factor (one without must set it up before anything else). */
            secondFactorRequired?: boolean;
            /** @description Until when sensitive changes need no password again (RFC 3339, UTC); absent when they do. */
            confirmedUntil?: string;
            /** @description When the bank details were last changed (RFC 3339, UTC): the dashboard warns for a week. */
            bankChangedAt?: string;
        };
        /**
         * SheetApplied
         * @description What applying a file did.
         */
        SheetApplied: {
            /** Format: int64 */
            created: number;
            /** Format: int64 */
            updated: number;
            /** Format: int64 */
            unchanged: number;
        };
        /**
         * @description A column of products.csv, named as the API names the field (a fact without its `facts.`).
         * @enum {string}
         */
        SheetColumn: "id" | "name" | "nameFa" | "description" | "descriptionFa" | "unit" | "price" | "currency" | "source" | "available" | "lowStockThreshold" | "variety" | "varietyFa" | "grade" | "gradeFa" | "origin" | "cropYear" | "moisture" | "shelfLifeMonths" | "hsCode" | "packaging" | "packagingFa" | "minOrder" | "leadTimeDays" | "samples";
        /**
         * SheetLine
         * @description A line that creates a product (no `id`) or changes one.
         */
        SheetLine: {
            /** Format: int64 */
            line: number;
            /** Format: int64 */
            id?: number;
            /** @description The product's name (the file's, for a new one). */
            name: string;
            fields: components["schemas"]["FieldChange"][];
        };
        /**
         * SheetPreview
         * @description What applying the file would do; nothing is written.
         */
        SheetPreview: {
            /**
             * Format: int64
             * @description Rows read below the header.
             */
            lines: number;
            /** Format: int64 */
            created: number;
            /** Format: int64 */
            updated: number;
            /** Format: int64 */
            unchanged: number;
            /** @description The lines that create or change a product, in the file's order. */
            changes: components["schemas"]["SheetLine"][];
            /** @description Everything wrong, by line; while there is any, the file cannot be applied. */
            problems: components["schemas"]["SheetProblem"][];
            /** @description Header cells that name no column (their cells are not read). */
            ignoredColumns: string[];
            /** @description Send it back to apply exactly this plan. */
            plan: string;
        };
        /**
         * SheetProblem
         * @description One thing wrong, where it is: the line of the file and the column.
         */
        SheetProblem: {
            /** Format: int64 */
            line: number;
            column?: components["schemas"]["SheetColumn"];
            code: components["schemas"]["SheetProblemCode"];
            /** @description In English; a client words it by `code`. */
            error: string;
            /** @description The cell as the file has it (its first 80 characters). */
            value?: string;
            /**
             * Format: int64
             * @description `below_movements`: the least available stock the product can have.
             */
            limit?: number;
            /**
             * Format: int64
             * @description `duplicate_id`: the line the id is first on.
             */
            firstLine?: number;
        };
        /**
         * @description What is wrong with a cell or a row.
         * @enum {string}
         */
        SheetProblemCode: "formula" | "not_a_number" | "not_whole_number" | "required" | "unknown_unit" | "unknown_currency" | "unknown_source" | "unknown_province" | "not_yes_no" | "unknown_product" | "duplicate_id" | "invalid" | "below_movements" | "new_imported" | "packaging_mismatch" | "unclosed_quote";
        /**
         * Shipment
         * @description A shipment: one buyer's orders in one currency, how and when they travel, and where they stand.
         */
        Shipment: {
            /** Format: int64 */
            id: number;
            /** @description `SHP-2026-0001`. */
            number: string;
            quoteNumber?: string;
            /** @description The buyer's language: their mail and documents are written in it. */
            lang: components["schemas"]["Lang"];
            buyerName: string;
            buyerCompany?: string;
            currency: components["schemas"]["Currency"];
            /** @description Who receives the goods (several lines: name and address). */
            consignee: string;
            /** @description Whom the carrier tells of the arrival (several lines; empty: the consignee). */
            notifyParty: string;
            mode: components["schemas"]["Mode"];
            carrier: string;
            /** @description The number of the bill of lading (sea), air waybill (air), CMR (road) or rail waybill. */
            transportDoc: string;
            loadingPlace: string;
            dischargePlace: string;
            /** @description The country the goods go to, as the public Exports name it. */
            destination: string;
            incoterm: components["schemas"]["Incoterm"];
            incotermPlace: string;
            paymentTerms: string;
            paymentTermsFa: string;
            /** @description Estimated departure, `YYYY-MM-DD`. */
            etd?: string;
            /** @description Estimated arrival, `YYYY-MM-DD` (not before the departure). */
            eta?: string;
            containers: components["schemas"]["Container"][];
            lines: components["schemas"]["ShipmentLine"][];
            /** @description The steps reached, in order. */
            milestones: components["schemas"]["Milestone"][];
            /** @description The latest step reached (absent: none yet). */
            stage?: components["schemas"]["MilestoneKind"];
            /**
             * Format: int64
             * @description The sum of the lines' amounts, in hundredths of `currency`.
             */
            totalCents: number;
            /**
             * Format: int64
             * @description Packages, net and gross grams of every packed line.
             */
            totalPackages: number;
            /** Format: int64 */
            totalNetGrams: number;
            /** Format: int64 */
            totalGrossGrams: number;
            /**
             * Format: int64
             * @description The quote request its orders were accepted from, if one.
             */
            quoteId?: number;
            /** @description Empty when the orders gave none. */
            buyerEmail: string;
            documents: components["schemas"]["ShipmentDocument"][];
            /** @description Whether every line has its packages. */
            packed: boolean;
            createdAt: string;
            updatedAt: string;
            /**
             * @description The buyer's order page (`/order/<token>`, or `/fa/order/<token>` in Persian): only to a
             *     signed-in admin, never to an API key, to send on.
             */
            orderLink?: string;
        };
        /**
         * ShipmentDocument
         * @description A paper of others: its kind, number and file.
         */
        ShipmentDocument: {
            /** Format: int64 */
            id: number;
            kind: components["schemas"]["DocumentKind"];
            /** @description Its number as printed (empty: not given). */
            number: string;
            /** @description `/media/<name>`: a PDF or an image. */
            fileUrl: string;
            /** @description `application/pdf`, `image/jpeg`, ... */
            mime: string;
            createdAt: string;
        };
        /**
         * ShipmentEvent
         * @description `shipment.milestone`: a step of a shipment taken.
         */
        ShipmentEvent: {
            shipment: components["schemas"]["Shipment"];
            milestone: components["schemas"]["MilestoneKind"];
            /** @description The step's day, `YYYY-MM-DD`. */
            date: string;
        };
        /**
         * ShipmentFields
         * @description Everything an admin edits of a shipment (a full replacement: absent texts are cleared).
         * @example {
         *       "carrier": "Maersk",
         *       "consignee": "Nordic Nuts GmbH\nHafenstraße 1, Hamburg",
         *       "containers": [
         *         {
         *           "number": "CSQU3054383",
         *           "seal": "SL123456"
         *         }
         *       ],
         *       "destination": "Germany",
         *       "dischargePlace": "Hamburg",
         *       "eta": "2027-01-10",
         *       "etd": "2026-12-05",
         *       "incoterm": "CFR",
         *       "incotermPlace": "Hamburg",
         *       "lines": [
         *         {
         *           "container": "CSQU3054383",
         *           "marks": "NN/HAM/1-480",
         *           "orderId": 41,
         *           "packages": {
         *             "count": 480,
         *             "grossGrams": 10600,
         *             "kind": "10 kg carton",
         *             "kindFa": "کارتن ۱۰ کیلویی",
         *             "netGrams": 10000
         *           },
         *           "quantity": 4800
         *         }
         *       ],
         *       "loadingPlace": "Karachi",
         *       "mode": "sea",
         *       "notifyParty": null,
         *       "paymentTerms": "30% in advance, 70% against a copy of the B/L",
         *       "paymentTermsFa": null,
         *       "transportDoc": "MAEU123456789"
         *     }
         */
        ShipmentFields: {
            mode: components["schemas"]["Mode"];
            carrier?: string | null;
            /** @description The B/L, AWB, CMR or rail waybill number. */
            transportDoc?: string | null;
            loadingPlace?: string | null;
            dischargePlace?: string | null;
            /** @description The country the goods go to (shown on the public Exports). */
            destination: string;
            incoterm: components["schemas"]["Incoterm"];
            incotermPlace?: string | null;
            consignee?: string | null;
            notifyParty?: string | null;
            paymentTerms?: string | null;
            paymentTermsFa?: string | null;
            /** @description Estimated departure (blank: not known). */
            etd?: (string) | null;
            /** @description Estimated arrival: not before the departure (blank: not known). */
            eta?: (string) | null;
            /** @description At most 20, each an ISO 6346 number (check digit included) once. */
            containers?: components["schemas"]["Container"][] | null;
            /** @description Every order of the shipment, once each. */
            lines: components["schemas"]["LineFields"][];
        };
        /**
         * ShipmentLine
         * @description An order as shipped: its product as ordered, the quantity shipped (at most the order's) at
         *     the order's price, and its packages once packed.
         */
        ShipmentLine: {
            /** Format: int64 */
            orderId: number;
            /**
             * Format: int64
             * @description Absent once the product has been deleted.
             */
            productId?: number;
            productName: string;
            /** @description Empty when the product had no Persian name. */
            productNameFa: string;
            unit: components["schemas"]["Unit"];
            /** @description The product's HS code when the shipment was made (empty: none was set). */
            hsCode: string;
            /** @description The province the goods were grown in (a code of the product's facts; empty: not set). */
            origin: string;
            /**
             * Format: int64
             * @description What the order asked for, in `unit`.
             */
            ordered: number;
            /**
             * Format: int64
             * @description What this shipment carries of it, in `unit`.
             */
            quantity: number;
            /**
             * Format: int64
             * @description The price of one `unit`, in hundredths of the shipment's currency.
             */
            unitCents: number;
            /**
             * Format: int64
             * @description `quantity` × `unitCents`.
             */
            amountCents: number;
            /** @description Absent until packed. */
            packages?: components["schemas"]["Packages"];
            /** @description The shipping marks printed on its packages. */
            marks: string;
            /** @description The number of the container it is loaded in (empty: not said). */
            container: string;
        };
        /** SignedInUser */
        SignedInUser: {
            username: string;
        };
        /**
         * @description Where the site's address comes from: `flags` (`--public-url` or `--domain`; it cannot be
         *     changed here), `dashboard` (saved by an admin), or `none` (not set: mail carries no links,
         *     and writes are checked against the address each request was sent to).
         * @enum {string}
         */
        SiteUrlSource: "flags" | "dashboard" | "none";
        /**
         * SiteUrlUpdate
         * @description The site's address as the dashboard saves it.
         * @example {
         *       "siteUrl": "https://golbahar.af"
         *     }
         */
        SiteUrlUpdate: {
            /**
             * @description `https://` or `http://`, a host name and an optional port, e.g. `https://golbahar.af`;
             *     empty: no address. It must be the address the dashboard is open at (else 409: saving
             *     another would refuse every later write from this page). Refused with 409 while
             *     `--public-url` or `--domain` set it.
             */
            siteUrl: string;
        };
        /** Slide */
        Slide: {
            /** Format: int64 */
            id: number;
            /** @description `/media/<hash>.<ext>` or an external link. */
            url: string;
        };
        /** SlideInput */
        SlideInput: {
            /**
             * Format: int64
             * @description The id of a slide being kept; absent for a new one.
             */
            id?: number | null;
            /** @description An image data URL, an http(s) link, or an existing `/media/...` path. */
            url: string;
        };
        /**
         * @description Whether the company bought the goods locally or imported them.
         * @enum {string}
         */
        Source: "bought" | "imported";
        /**
         * StatusChange
         * @example {
         *       "status": "approved"
         *     }
         */
        StatusChange: {
            status: components["schemas"]["OrderStatus"];
        };
        /** StockExport */
        StockExport: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            quantity: number;
            /** @description YYYY-MM-DD */
            date: string;
            destination: string;
        };
        /** StockImport */
        StockImport: {
            /** Format: int64 */
            id: number;
            /** Format: int64 */
            quantity: number;
            /** @description YYYY-MM-DD */
            date: string;
        };
        /**
         * StockLevel
         * @description Where a product with a low-stock threshold stands.
         */
        StockLevel: {
            /** Format: int64 */
            productId: number;
            /**
             * Format: int64
             * @description The alert's threshold, in the product's unit.
             */
            threshold: number;
            /**
             * Format: int64
             * @description The product's available stock (as on the public pages).
             */
            available: number;
            /**
             * Format: int64
             * @description What approved orders will take that has not left yet: their quantities, less what a
             *     departed shipment already exported of them.
             */
            committed: number;
            /**
             * Format: int64
             * @description `available − committed`: what the alert watches.
             */
            left: number;
            /** @description Whether `left` is at or below the threshold. */
            low: boolean;
            /** @description When the company was mailed of this fall; absent while the alert is armed. */
            alertedAt?: string;
        };
        /**
         * StockLowEvent
         * @description `stock.low`: the stock left of a product (available, less what approved orders will take and
         *     has not left yet) fell to its low-stock threshold. Sent once per fall; again only after the
         *     stock rose above the threshold.
         */
        StockLowEvent: {
            /** Format: int64 */
            productId: number;
            name: string;
            nameFa: string;
            unit: components["schemas"]["Unit"];
            /**
             * Format: int64
             * @description Available now, in the product's unit (as on the public pages).
             */
            available: number;
            /**
             * Format: int64
             * @description What approved orders will take that has not left yet.
             */
            committed: number;
            /**
             * Format: int64
             * @description `available − committed`: what fell to the threshold.
             */
            left: number;
            /**
             * Format: int64
             * @description The threshold, in the product's unit.
             */
            threshold: number;
        };
        /**
         * TermsFields
         * @description The terms an admin saves on the Content tab: absent, null or blank fields are cleared.
         * @example {
         *       "incoterms": [
         *         {
         *           "place": "Kabul",
         *           "placeFa": "کابل",
         *           "term": "FCA"
         *         }
         *       ],
         *       "inspection": null,
         *       "inspectionFa": null,
         *       "paymentTerms": "30% advance, 70% against documents",
         *       "paymentTermsFa": null,
         *       "samplePolicy": null,
         *       "samplePolicyFa": null
         *     }
         */
        TermsFields: {
            /** @description At most 12. */
            incoterms?: components["schemas"]["IncotermOffer"][] | null;
            paymentTerms?: string | null;
            paymentTermsFa?: string | null;
            samplePolicy?: string | null;
            samplePolicyFa?: string | null;
            inspection?: string | null;
            inspectionFa?: string | null;
        };
        /**
         * TestEvent
         * @description `webhook.test`: sent by the dashboard's "Send test" to one endpoint.
         */
        TestEvent: {
            /** Format: int64 */
            endpointId: number;
            message: string;
        };
        /**
         * TlsStatus
         * @description How visitors reach the site securely.
         */
        TlsStatus: {
            /** @description Whether this server speaks https itself (false behind a proxy or in development). */
            https: boolean;
            /**
             * @description Where the certificate comes from: `acme` (obtained and renewed by the server) or `files`
             *     (--tls-cert/--tls-key); absent without https.
             */
            source?: string;
            /** @description The names the certificate is obtained for (ACME only). */
            domains: string[];
            /** @description The certificate's validity (RFC 3339, UTC); absent while none is in use yet. */
            notBefore?: string;
            notAfter?: string;
            /** @description When the next renewal attempt is due (ACME only). */
            renewAt?: string;
            /** @description The last failure to obtain or reload the certificate, cleared by the next success. */
            lastError?: string;
        };
        /**
         * @description The unit a product is counted and priced in.
         * @enum {string}
         */
        Unit: "kg" | "ton" | "bag" | "box";
        /**
         * VisitorCount
         * @description One value of a dimension over the period: a page (`/products/12` is product 12's page), a
         *     language (`en`, `fa`), a country (ISO 3166-1 alpha-2, or `unknown`), a device (`phone`,
         *     `tablet`, `desktop`), a referring site's host, a `utm_source` or `utm_campaign`.
         */
        VisitorCount: {
            value: string;
            /**
             * Format: int64
             * @description Visitors (summed per day: one who came on two days counts twice). Countries and devices:
             *     all visitors; referrers and campaigns: those whose first page of the day came from it;
             *     pages and languages: not counted (0).
             */
            visitors: number;
            /**
             * Format: int64
             * @description Page views (0 for referrers and campaigns).
             */
            views: number;
        };
        /**
         * VisitorDay
         * @description One day of a period.
         */
        VisitorDay: {
            /** @description `YYYY-MM-DD` (UTC). */
            date: string;
            /**
             * Format: int64
             * @description Unique visitors that day.
             */
            visitors: number;
            /**
             * Format: int64
             * @description Page views by people.
             */
            views: number;
            /**
             * Format: int64
             * @description Pages answered to crawlers, link previewers and other programs.
             */
            crawlerViews: number;
        };
        /**
         * VisitorReport
         * @description The visitor figures of a period of whole UTC days, from the counts written so far (they are
         *     written once a minute).
         */
        VisitorReport: {
            /** @description The first and the last day, `YYYY-MM-DD` (UTC). */
            from: string;
            to: string;
            /** @description Whether a country database is loaded (`--geoip`); without one every country is `unknown`. */
            geoip: boolean;
            /** @description Every day of the period, in order. */
            days: components["schemas"]["VisitorDay"][];
            /**
             * Format: int64
             * @description Sums over the days.
             */
            visitors: number;
            /** Format: int64 */
            views: number;
            /** Format: int64 */
            crawlerViews: number;
            /** @description The most viewed pages (at most 50), most first. */
            pages: components["schemas"]["VisitorCount"][];
            /** @description The most viewed products' pages (at most 50). */
            products: components["schemas"]["ProductViews"][];
            languages: components["schemas"]["VisitorCount"][];
            countries: components["schemas"]["VisitorCount"][];
            devices: components["schemas"]["VisitorCount"][];
            /** @description Referring sites, `utm_source`s and `utm_campaign`s (at most 50 each), most first. */
            referrers: components["schemas"]["VisitorCount"][];
            sources: components["schemas"]["VisitorCount"][];
            campaigns: components["schemas"]["VisitorCount"][];
            /**
             * @description Products by country: views → order requests and quote requests → accepted; most viewed
             *     first, at most 500 rows.
             */
            funnel: components["schemas"]["FunnelRow"][];
        };
        /**
         * Waiting
         * @description New quote requests not answered yet, for the dashboard's badge.
         */
        Waiting: {
            /** Format: int64 */
            count: number;
            /** @description When the oldest of them arrived. */
            oldestWaitingSince?: string;
        };
        /**
         * WebhookAttempt
         * @description One try at a delivery.
         */
        WebhookAttempt: {
            /** @description When it was made (RFC 3339, UTC). */
            at: string;
            /**
             * Format: uint16
             * @description The answer's HTTP status; absent when there was no answer.
             */
            status?: number;
            /** @description What failed (no connection, TLS, no answer within 10 s, a redirect, an address refused). */
            error?: string;
            /** @description The first 1 KB of the answer's body. */
            answer: string;
            /** Format: int64 */
            durationMs: number;
        };
        /**
         * WebhookDelivery
         * @description One event for one endpoint, with its attempts (newest first).
         */
        WebhookDelivery: {
            /** Format: int64 */
            id: number;
            /** @description The `webhook-id` header: the same for every attempt (receivers drop a message seen before). */
            messageId: string;
            type: components["schemas"]["EventType"];
            state: components["schemas"]["DeliveryState"];
            createdAt: string;
            /** @description When it is tried next, while pending. */
            nextAttemptAt?: string;
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        /**
         * WebhookEndpoint
         * @description An endpoint as the list shows it: never its secret.
         */
        WebhookEndpoint: {
            /** Format: int64 */
            id: number;
            url: string;
            /** @description The events it is sent. */
            events: components["schemas"]["EventType"][];
            /** @description Off: nothing is sent to it (switched off by an admin, or after three days of failures). */
            enabled: boolean;
            /** @description When three days of failed attempts switched it off (RFC 3339, UTC). */
            disabledAt?: string;
            /**
             * Format: int64
             * @description Events waiting to be delivered to it.
             */
            pending: number;
            createdAt: string;
            /** @description The admin who added it. */
            createdBy: string;
        };
        /**
         * WebhookMessage_InvoiceEvent
         * @description The body of every webhook message: what happened, when, and the record as it is after it.
         *     Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
         *     the endpoint's secret, the bytes after `whsec_`).
         */
        WebhookMessage_InvoiceEvent: {
            type: components["schemas"]["EventType"];
            /** @description When it happened (RFC 3339, UTC). */
            timestamp: string;
            data: components["schemas"]["InvoiceEvent"];
        };
        /**
         * WebhookMessage_OrderEvent
         * @description The body of every webhook message: what happened, when, and the record as it is after it.
         *     Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
         *     the endpoint's secret, the bytes after `whsec_`).
         */
        WebhookMessage_OrderEvent: {
            type: components["schemas"]["EventType"];
            /** @description When it happened (RFC 3339, UTC). */
            timestamp: string;
            data: components["schemas"]["OrderEvent"];
        };
        /**
         * WebhookMessage_PaymentEvent
         * @description The body of every webhook message: what happened, when, and the record as it is after it.
         *     Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
         *     the endpoint's secret, the bytes after `whsec_`).
         */
        WebhookMessage_PaymentEvent: {
            type: components["schemas"]["EventType"];
            /** @description When it happened (RFC 3339, UTC). */
            timestamp: string;
            data: components["schemas"]["PaymentEvent"];
        };
        /**
         * WebhookMessage_QuoteEvent
         * @description The body of every webhook message: what happened, when, and the record as it is after it.
         *     Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
         *     the endpoint's secret, the bytes after `whsec_`).
         */
        WebhookMessage_QuoteEvent: {
            type: components["schemas"]["EventType"];
            /** @description When it happened (RFC 3339, UTC). */
            timestamp: string;
            data: components["schemas"]["QuoteEvent"];
        };
        /**
         * WebhookMessage_ShipmentEvent
         * @description The body of every webhook message: what happened, when, and the record as it is after it.
         *     Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
         *     the endpoint's secret, the bytes after `whsec_`).
         */
        WebhookMessage_ShipmentEvent: {
            type: components["schemas"]["EventType"];
            /** @description When it happened (RFC 3339, UTC). */
            timestamp: string;
            data: components["schemas"]["ShipmentEvent"];
        };
        /**
         * WebhookMessage_StockLowEvent
         * @description The body of every webhook message: what happened, when, and the record as it is after it.
         *     Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
         *     the endpoint's secret, the bytes after `whsec_`).
         */
        WebhookMessage_StockLowEvent: {
            type: components["schemas"]["EventType"];
            /** @description When it happened (RFC 3339, UTC). */
            timestamp: string;
            data: components["schemas"]["StockLowEvent"];
        };
        /**
         * WebhookMessage_TestEvent
         * @description The body of every webhook message: what happened, when, and the record as it is after it.
         *     Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
         *     `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
         *     the endpoint's secret, the bytes after `whsec_`).
         */
        WebhookMessage_TestEvent: {
            type: components["schemas"]["EventType"];
            /** @description When it happened (RFC 3339, UTC). */
            timestamp: string;
            data: components["schemas"]["TestEvent"];
        };
        /**
         * @description A day of the week.
         * @enum {string}
         */
        Weekday: "sat" | "sun" | "mon" | "tue" | "wed" | "thu" | "fri";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Product"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewProduct"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Product"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listStockLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StockLevel"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ProductUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Product"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addProductImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewImport"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Product"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addProductExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewExport"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Product"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    previewProductSheet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A price list uploaded: products.csv as `exportProducts` writes it, changed in a spreadsheet. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SheetPreview"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    applyProductSheet: {
        parameters: {
            query: {
                /** @description The `plan` of the file's preview. */
                plan: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description A price list uploaded: products.csv as `exportProducts` writes it, changed in a spreadsheet. */
        requestBody: {
            content: {
                "text/csv": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SheetApplied"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description At most this many orders (1 to 1000). */
                limit?: number;
                /** @description Skip this many orders first. */
                offset?: number;
                /** @description Only orders with this status. */
                status?: components["schemas"]["OrderStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders, newest first. */
            200: {
                headers: {
                    /** @description How many orders match, across all pages. */
                    "X-TOTAL-COUNT": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Order"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewOrder"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Order"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    countNewOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NewOrders"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markOrdersSeen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["SeenOrders"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NewOrders"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["StatusChange"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Order"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHero: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Hero"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replaceHero: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["HeroUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Hero"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addHeroSlide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewSlide"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Slide"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteHeroSlide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAwards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Award"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAward: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewAward"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Award"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAward: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["AwardUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Award"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Content"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ContentFields"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Content"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["TermsFields"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CommercialTerms"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateBank: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["BankFields"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BankDetails"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateOfficeHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["OfficeHoursFields"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["OfficeHours"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ProfileUpload"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Content"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAnalytics: {
        parameters: {
            query?: {
                /**
                 * @description The caller's offset from UTC in minutes, as JavaScript's `getTimezoneOffset()`
                 *     gives it (Kabul: -270). Default 0.
                 */
                tzOffset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Analytics"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. */
            200: {
                headers: {
                    "SET-COOKIE": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SignedInUser"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Too many attempts from this address, or failed sign-ins from it (or for this username from
             *     addresses it has not signed in from): `Retry-After` says how many seconds to wait.
             */
            429: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SessionInfo"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the session cookie is cleared. */
            204: {
                headers: {
                    "SET-COOKIE": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["Confirmation"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SessionInfo"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["SecondFactorCode"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RecoveryCodes"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SecondFactorSetup"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removeSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    newRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RecoveryCodes"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setOwnEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["OwnEmail"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SessionInfo"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdmins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AdminAccount"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewAdmin"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Admin"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setAdminPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["AdminPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AdminPolicy"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ApiKey"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewApiKey"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CreatedApiKey"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["WebhookEndpoint"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewWebhookEndpoint"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    switchWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["EndpointSwitch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["WebhookEndpoint"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["WebhookEndpoint"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description At most this many deliveries (1 to 200). */
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["WebhookDelivery"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                delivery: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["WebhookEndpoint"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAudit: {
        parameters: {
            query?: {
                /**
                 * @description Only entries of this username (`cli` for the command line; the name tried, for failed
                 *     sign-ins); any case. Blank: everyone.
                 */
                admin?: string;
                /** @description Only entries of this kind. */
                kind?: components["schemas"]["AuditKind"];
                /** @description From this day on (in the caller's time zone). */
                from?: string;
                /** @description Up to the end of this day. */
                to?: string;
                /**
                 * @description The caller's offset from UTC in minutes, as JavaScript's `getTimezoneOffset()` gives it
                 *     (Kabul: -270). Default 0.
                 */
                tzOffset?: number;
                /** @description At most this many entries (1 to 500, default 50). */
                limit?: number;
                /** @description Skip this many entries first. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Entries, newest first. */
            200: {
                headers: {
                    /** @description How many entries match, across all pages. */
                    "X-TOTAL-COUNT": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AuditEntry"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportOrders: {
        parameters: {
            query?: {
                /** @description Only orders with this status. */
                status?: components["schemas"]["OrderStatus"];
                /** @description Orders created from this day on (in the caller's time zone). */
                from?: string;
                /** @description Orders created up to the end of this day. */
                to?: string;
                /**
                 * @description The caller's offset from UTC in minutes, as JavaScript's `getTimezoneOffset()` gives it
                 *     (Kabul: -270). Default 0.
                 */
                tzOffset?: number;
                /** @description The language of the header row and of the statuses (default en). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportStockMovements: {
        parameters: {
            query?: {
                /** @description Only imports or only exports. */
                kind?: components["schemas"]["Movement"];
                /** @description Movements dated from this day on. */
                from?: string;
                /** @description Movements dated up to this day. */
                to?: string;
                /** @description The caller's offset from UTC in minutes, for the time each movement was recorded. */
                tzOffset?: number;
                /** @description The language of the header row and of the words in it (default en). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportProducts: {
        parameters: {
            query?: {
                /**
                 * @description The language of the header row and of the words in it (units, sources, provinces,
                 *     yes and no; default en). Either reads back.
                 */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportQuotes: {
        parameters: {
            query?: {
                /** @description The caller's offset from UTC in minutes (Kabul: -270). Default 0. */
                tzOffset?: number;
                /** @description The language of the header row and of the words in it (default en). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MailSettings"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateMailSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["MailSettingsUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MailSettings"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSiteUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["SiteUrlUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MailSettings"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendTestMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["MailTest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MailTestResult"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTlsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TlsStatus"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Indicate if the content is expected to be displayed inline in the browser, that is, as a Web page or as part of a Web page, or as an attachment, that is downloaded and saved locally. */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BackupStatus"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Backup"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadScheduledBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A name from the list. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Indicate if the content is expected to be displayed inline in the browser, that is, as a Web page or as part of a Web page, or as an attachment, that is downloaded and saved locally. */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Document"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewDocument"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Document"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAllDocuments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Document"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["DocumentUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Document"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewInquiry"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["InquiryCreated"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description Only requests with this status (`expired`: quoted, past their validity). */
                status?: components["schemas"]["QuoteStatus"];
                /** @description At most this many requests (1 to 1000). */
                limit?: number;
                /** @description Skip this many requests first. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quote requests, newest first. */
            200: {
                headers: {
                    /** @description How many requests match, across all pages. */
                    "X-TOTAL-COUNT": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Quote"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    countWaitingQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Waiting"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Quote"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewRevision"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Quote"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    withdrawQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Quote"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendQuoteMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewMessage"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["QuoteMessage"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getQuoteProforma: {
        parameters: {
            query: {
                /** @description The revision's number. */
                revision: number;
                /** @description The document's language (default: the buyer's). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proforma invoice, as a download. */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getQuoteByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BuyerQuote"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    acceptQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["Acceptance"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BuyerQuote"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    declineQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["Decline"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BuyerQuote"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    askAboutQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewMessage"];
            };
        };
        responses: {
            201: {
                headers: {
                    "CACHE-CONTROL": string;
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["QuoteMessage"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBuyerProforma: {
        parameters: {
            query: {
                /** @description The revision's number. */
                revision: number;
                /** @description The document's language (default: the buyer's). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proforma invoice, as a download. */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    countPageView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["Beacon"];
            };
        };
        responses: {
            /** @description Taken: counted, or ignored when it counts for nobody (the answer does not say which). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVisitors: {
        parameters: {
            query?: {
                /** @description The first day (UTC), `YYYY-MM-DD`. */
                from?: string;
                /** @description The last day (UTC), `YYYY-MM-DD`; default today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["VisitorReport"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportVisitors: {
        parameters: {
            query?: {
                /** @description The first day (UTC), `YYYY-MM-DD`. */
                from?: string;
                /** @description The last day (UTC), `YYYY-MM-DD`; default today. */
                to?: string;
                /** @description The language of the header row (default en). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listShipments: {
        parameters: {
            query?: {
                /** @description At most this many shipments (1 to 1000). */
                limit?: number;
                /** @description Skip this many shipments first. */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Shipments, newest first. */
            200: {
                headers: {
                    /** @description How many shipments there are, across all pages. */
                    "X-TOTAL-COUNT": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createShipment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewShipment"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShipmentByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BuyerOrderPage"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOrderDocument: {
        parameters: {
            query?: {
                /** @description The language of the paper (default: the buyer's). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                token: string;
                number: string;
                paper: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as a download (`invoice-INV-2026-0001-en.pdf`). */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many attempts from this address; try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportShipments: {
        parameters: {
            query?: {
                /** @description The caller's offset from UTC in minutes (Kabul: -270). Default 0. */
                tzOffset?: number;
                /** @description The language of the header row and of the words in it (default en). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["ShipmentFields"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recordShipmentMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewMilestone"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    undoShipmentMilestone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                kind: components["schemas"]["MilestoneKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addShipmentDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewShipmentDocument"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removeShipmentDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                document: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Shipment"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPaymentSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Schedule"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setPaymentSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewSchedule"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Schedule"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recordPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewPayment"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Schedule"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                payment: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Schedule"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMoneyOwed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Owed"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportPayments: {
        parameters: {
            query?: {
                /** @description The caller's offset from UTC in minutes (Kabul: -270). Default 0. */
                tzOffset?: number;
                /** @description The language of the header row and of the words in it (default en). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    issueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Invoice"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    creditInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json; charset=utf-8": components["schemas"]["NewCreditNote"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Invoice"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another site's page. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body stopped arriving (nothing for 30 s); the connection is closed. */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request conflicts with the current state (stock, duplicate username, last admin). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than this call accepts. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Only this shipment's. */
                shipmentId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Invoice"][];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportInvoices: {
        parameters: {
            query?: {
                /** @description The language of the header row and of the words in it (default en). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
             *     with today's date.
             */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Invoice"];
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    invoicePdf: {
        parameters: {
            query?: {
                /** @description The document's language (default: the buyer's). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as a download (`invoice-INV-2026-0001-en.pdf`). */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    packingListPdf: {
        parameters: {
            query?: {
                /** @description The document's language (default: the buyer's). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as a download (`invoice-INV-2026-0001-en.pdf`). */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    certificateOfOriginPdf: {
        parameters: {
            query?: {
                /** @description The document's language (default: the buyer's). */
                lang?: components["schemas"]["Language"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as a download (`invoice-INV-2026-0001-en.pdf`). */
            200: {
                headers: {
                    "CONTENT-DISPOSITION": string;
                    /** @description Always `no-store`. */
                    "CACHE-CONTROL": string;
                    /** @description Always `noindex`. */
                    "X-ROBOTS-TAG": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /**
             * @description The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
             *     where none is taken).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session: sign in first. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such record or path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Something failed on the server; the detail is in its log. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server's disk is full: nothing was saved. Try again after `Retry-After` seconds. */
            503: {
                headers: {
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
