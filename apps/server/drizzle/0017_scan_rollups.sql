CREATE TABLE "scan_daily_cells" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"cell_lat" integer NOT NULL,
	"cell_lng" integer NOT NULL,
	"valid" integer NOT NULL,
	"invalid" integer NOT NULL,
	"lat_sum" double precision NOT NULL,
	"lng_sum" double precision NOT NULL,
	CONSTRAINT "scan_daily_cells_company_id_day_customer_id_cell_lat_cell_lng_pk" PRIMARY KEY("company_id","day","customer_id","cell_lat","cell_lng")
);
--> statement-breakpoint
CREATE TABLE "scan_daily_products" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"valid" integer NOT NULL,
	"invalid" integer NOT NULL,
	CONSTRAINT "scan_daily_products_company_id_day_customer_id_product_id_pk" PRIMARY KEY("company_id","day","customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "scan_quarter_counts" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"quarter" timestamp with time zone NOT NULL,
	"valid" integer NOT NULL,
	"invalid" integer NOT NULL,
	CONSTRAINT "scan_quarter_counts_company_id_quarter_customer_id_pk" PRIMARY KEY("company_id","quarter","customer_id")
);
--> statement-breakpoint
CREATE TABLE "scan_rollup_mark" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_scan_id" bigint NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
